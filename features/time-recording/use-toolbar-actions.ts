"use client";

import { useTranslations } from "next-intl";
import { downloadFile } from "@/lib/client/download-file";
import { MAX_IMPORT_CHARACTERS, parseEventFile, serializeEventFile, type ImportFailure } from "./calendar/event-file";
import type { CalendarEvent } from "./calendar/events";
import { formatLocalDate } from "./calendar/local-time";
import type { SkyLocation } from "./calendar/sky-location";
import { draftFromRange } from "./event-draft";
import type { EventEditing } from "./use-event-editing";
import type { Notice } from "./use-notice";
import type { TimeRecordingStore } from "./use-time-recording-store";
import type { ViewRange } from "./use-view-range";

interface ToolbarInput {
  store: TimeRecordingStore;
  editing: EventEditing;
  samples: () => CalendarEvent[];
  range: ViewRange | null;
  say: (kind: Notice["kind"], text: string, detail?: string) => void;
  confirm: (message: string) => Promise<boolean>;
}

/** What the buttons above the calendar do: new entry, save, reset, import, export, delete. */
export function useToolbarActions({ store, editing, samples, range, say, confirm }: ToolbarInput) {
  const t = useTranslations("timeRecording");
  const { events, setEvents } = store;

  function importFailure(failure: ImportFailure) {
    if (failure.kind === "corruptJson") return say("error", t("messages.corruptJson"));
    const detail =
      failure.reason === "badEvent"
        ? t("importReasons.badEvent", { number: String(failure.eventNumber), problem: t(`problems.${failure.problem}`) })
        : t(`importReasons.${failure.reason}`);
    say("error", t("messages.parseError"), detail);
  }

  async function replaceAll(question: string, next: CalendarEvent[], done: string) {
    if (!(await confirm(question))) return;
    setEvents(next);
    editing.setSelectedId(null);
    say("success", done);
  }

  return {
    newEvent() {
      const day = range && range.type === "timeGridDay" ? range.currentStart : new Date();
      const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 8, 0);
      editing.openDraft(draftFromRange(start, new Date(start.getTime() + 3_600_000), false));
    },
    save() {
      if (store.save()) say("success", t("messages.saved"));
      else say("error", t("messages.notSaved"));
    },
    reset: () => replaceAll(t("confirm.reset"), samples(), t("messages.reset")),
    async importFile(file: File) {
      const result = file.size > MAX_IMPORT_CHARACTERS * 4 ? parseEventFile(" ".repeat(MAX_IMPORT_CHARACTERS + 1)) : parseEventFile(await file.text());
      if (!result.ok) return importFailure(result);
      await replaceAll(t("confirm.import", { file: file.name }), result.events, t("messages.imported"));
    },
    exportFile() {
      downloadFile(serializeEventFile(events, new Date()), `time-recording-${formatLocalDate(new Date())}.json`, "application/json");
      say("success", t("messages.exported"));
    },
    async deleteSelectedAllDay() {
      if (!editing.selected?.allDay) return say("error", t("messages.noAllDaySelected"));
      await editing.deleteEvent(editing.selected);
    },
    deleteAll: () => replaceAll(t("confirm.deleteAll"), [], t("messages.allDeleted")),
    applyLocation(next: SkyLocation) {
      store.setLocation(next);
      say("success", t("sky.placeApplied"));
    },
  };
}

export type ToolbarActions = ReturnType<typeof useToolbarActions>;
