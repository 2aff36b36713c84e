import { z } from "zod";
import { moonPhaseNames } from "@/features/time-recording/astro/moon-phase";

const strings = <const K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<K, z.ZodString>);

/** The `timeRecording` group of messages/<locale>.json, validated on the server. */
export const timeRecordingTextsSchema = z.object({
  intro: z.string(),
  loading: z.string(),
  actionsLabel: z.string(),
  actions: strings(["newEvent", "save", "reset", "import", "export", "deleteAllDay", "deleteAll"]),
  /** `recorded` has `{hours}`. */
  status: strings(["saved", "unsaved", "notRemembered", "recorded", "selected", "noneSelected"]),
  /** `import` has `{file}`; `deleteTimed` and `deleteAllDay` have `{title}` and `{when}`. */
  confirm: strings(["title", "yes", "cancel", "reset", "import", "deleteAll", "deleteTimed", "deleteAllDay"]),
  messages: strings([
    "saved",
    "notSaved",
    "reset",
    "imported",
    "exported",
    "allDeleted",
    "deleted",
    "created",
    "changed",
    "corruptJson",
    "parseError",
    "noAllDaySelected",
    "dismiss",
  ]),
  /** `badEvent` has `{number}` and `{problem}`. */
  importReasons: strings(["tooLarge", "noEventList", "tooManyEvents", "badEvent"]),
  problems: strings(["title", "start", "end", "range", "allDay"]),
  dialog: strings([
    "createTitle",
    "editTitle",
    "title",
    "allDay",
    "startDate",
    "startTime",
    "endDate",
    "endTime",
    "create",
    "apply",
    "delete",
    "cancel",
    "titleMissing",
    "rangeInvalid",
  ]),
  samples: strings(["projectWork", "teamMeeting", "customerVisit", "documentation", "training", "weeklyReview", "vacation"]),
  /** `heading` has `{place}` and `{date}`; `zone` has `{zone}`; `outOfRange` has `{min}` and `{max}`. */
  sky: strings([
    "heading",
    "zone",
    "sunrise",
    "sunset",
    "moonrise",
    "moonset",
    "sunAlwaysUp",
    "sunAlwaysDown",
    "moonAlwaysUp",
    "moonAlwaysDown",
    "noMoonrise",
    "noMoonset",
    "changePlace",
    "placeName",
    "latitude",
    "longitude",
    "coordinatesHint",
    "timeZone",
    "browserZone",
    "applyPlace",
    "placeApplied",
    "empty",
    "notANumber",
    "outOfRange",
  ]),
  /** `illuminated` has `{percent}`. */
  moon: strings([...moonPhaseNames, "illuminated"]),
});

export type TimeRecordingTexts = z.infer<typeof timeRecordingTextsSchema>;
