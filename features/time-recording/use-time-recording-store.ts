"use client";

import { useState, type Dispatch, type SetStateAction } from "react";
import { z } from "zod";
import { storedEventSchema, type CalendarEvent } from "./calendar/events";
import { skyLocationSchema, type SkyLocation } from "./calendar/sky-location";
import { isRemembering, readEntry, writeEntry } from "@/lib/client/storage";

/** The calendar's group in local storage: the saved entries and the place for sun and moon. */
const TIME_RECORDING_GROUP = "timeRecording";

const storedSchema = z.object({
  events: z.array(storedEventSchema).optional(),
  location: skyLocationSchema.optional(),
});
type Stored = z.infer<typeof storedSchema>;

export interface TimeRecordingStore {
  readonly events: CalendarEvent[];
  readonly setEvents: Dispatch<SetStateAction<CalendarEvent[]>>;
  /** The entries differ from the saved ones. */
  readonly unsaved: boolean;
  /** Stores the entries; false when remembering is off or storage refused. */
  save(): boolean;
  readonly location: SkyLocation;
  /** Applies a place and stores it at once (a setting, not an entry). */
  setLocation(location: SkyLocation): void;
  readonly remembering: boolean;
}

/**
 * Working copy and saved copy of the entries. Runs only in the browser (the calendar is loaded
 * without server rendering), so storage is read during the first render. A stored group that
 * fails validation is ignored, never cast: the mock data takes its place, and the home place the
 * place for sun and moon.
 */
export function useTimeRecordingStore(initialEvents: () => CalendarEvent[], homeLocation: SkyLocation): TimeRecordingStore {
  const [stored] = useState<Stored>(() => {
    const parsed = storedSchema.safeParse(readEntry(TIME_RECORDING_GROUP));
    return parsed.success ? parsed.data : {};
  });
  const [saved, setSaved] = useState<CalendarEvent[]>(() => stored.events ?? initialEvents());
  const [events, setEvents] = useState<CalendarEvent[]>(saved);
  const [location, setLocationState] = useState<SkyLocation>(stored.location ?? homeLocation);
  const [remembering, setRemembering] = useState(isRemembering);
  // Until the first save the mock data is shown but not stored; storing a place must not store it.
  const [eventsStored, setEventsStored] = useState(stored.events !== undefined);
  const unsaved = JSON.stringify(events) !== JSON.stringify(saved);

  function persist(next: Stored): boolean {
    const written = writeEntry(TIME_RECORDING_GROUP, next) === "stored";
    setRemembering(isRemembering());
    return written;
  }

  return {
    events,
    setEvents,
    unsaved,
    save() {
      if (!persist({ events, location })) return false;
      setSaved(events);
      setEventsStored(true);
      return true;
    },
    location,
    setLocation(next) {
      setLocationState(next);
      persist({ events: eventsStored ? saved : undefined, location: next });
    },
    remembering,
  };
}
