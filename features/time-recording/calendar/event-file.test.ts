import { describe, expect, it } from "vitest";
import { MAX_IMPORT_CHARACTERS, MAX_IMPORT_EVENTS, parseEventFile, serializeEventFile } from "./event-file";
import { recordedMilliseconds, type CalendarEvent } from "./events";
import { parseLocal } from "./local-time";
import { sampleEvents } from "./sample-events";

const events: CalendarEvent[] = [
  { id: "a", title: "Projektarbeit", allDay: false, start: "2026-11-23T08:00:00", end: "2026-11-23T12:00:00" },
  { id: "b", title: "Urlaub", allDay: true, start: "2026-11-30", end: "2026-12-02" },
];

describe("event export and import", () => {
  it("reads back exactly what it exported", () => {
    const text = serializeEventFile(events, new Date("2026-11-23T10:00:00Z"));
    expect(JSON.parse(text)).toMatchObject({ format: "time-recording-calendar", version: 1, exportedAt: "2026-11-23T10:00:00.000Z" });
    expect(parseEventFile(text)).toEqual({ ok: true, events });
  });

  it.each(["", "{", "not json", '{"events": [}', "[1, 2,]"])("calls %j a corrupt JSON file", (text) => {
    expect(parseEventFile(text)).toEqual({ ok: false, kind: "corruptJson" });
  });

  it("accepts a byte-order mark before the JSON", () => {
    expect(parseEventFile(`\uFEFF${JSON.stringify({ events })}`)).toEqual({ ok: true, events });
  });

  it.each([{}, { events: "none" }, 42, "text", null, { items: [] }])("rejects JSON without an event list: %j", (data) => {
    expect(parseEventFile(JSON.stringify(data))).toEqual({ ok: false, kind: "notCalendar", reason: "noEventList" });
  });

  it("accepts an empty list and a bare array", () => {
    expect(parseEventFile("[]")).toEqual({ ok: true, events: [] });
    expect(parseEventFile(JSON.stringify(events))).toEqual({ ok: true, events });
  });

  it.each([
    [{ title: "", start: "2026-11-23T08:00", end: "2026-11-23T09:00" }, "title"],
    [{ title: "   ", start: "2026-11-23T08:00", end: "2026-11-23T09:00" }, "title"],
    [{ title: "x".repeat(201), start: "2026-11-23T08:00", end: "2026-11-23T09:00" }, "title"],
    [{ title: 7, start: "2026-11-23T08:00", end: "2026-11-23T09:00" }, "title"],
    ["just a string", "title"],
    [{ title: "Arbeit", start: "2026-02-30T08:00", end: "2026-03-01T09:00" }, "start"],
    [{ title: "Arbeit", start: "2026-11-23T24:00", end: "2026-11-24T09:00" }, "start"],
    [{ title: "Arbeit", start: "23.11.2026", end: "2026-11-24" }, "start"],
    [{ title: "Arbeit", start: 1700000000000, end: "2026-11-24" }, "start"],
    [{ title: "Arbeit", start: "2026-11-23T08:00:00Z", end: "2026-11-23T09:00" }, "start"],
    [{ title: "Arbeit", start: "2026-11-23T08:00", end: "2026-11-23T07:59" }, "range"],
    [{ title: "Arbeit", start: "2026-11-23T08:00", end: "2026-11-23T08:00" }, "range"],
    [{ title: "Urlaub", allDay: true, start: "2026-11-23", end: "2026-11-23" }, "range"],
    [{ title: "Arbeit", start: "2026-11-23T08:00", end: "morgen" }, "end"],
    [{ title: "Arbeit", start: "2026-11-23T08:00", end: 5 }, "end"],
    [{ title: "Urlaub", allDay: true, start: "2026-11-23", end: "2026-11-24T10:00" }, "end"],
    [{ title: "Urlaub", allDay: "yes", start: "2026-11-23" }, "allDay"],
    [{ title: "Urlaub", allDay: true, start: "2026-11-23T08:00" }, "start"],
  ])("rejects the whole file for a bad event %j (%s) and names its number", (bad, problem) => {
    const result = parseEventFile(JSON.stringify({ events: [...events, bad] }));
    expect(result).toEqual({ ok: false, kind: "notCalendar", reason: "badEvent", eventNumber: 3, problem });
  });

  it("completes what other calendars leave out: id, allDay, end and seconds", () => {
    const result = parseEventFile(
      JSON.stringify([
        { title: " Besprechung ", start: "2026-11-24T09:15" },
        { title: "Feiertag", start: "2026-12-25" },
        { id: 17, title: "Arbeit", start: "2026-11-25T08:00", end: "2026-11-25T16:30" },
      ]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [meeting, holiday, work] = result.events;
    expect(meeting).toMatchObject({ title: "Besprechung", allDay: false, start: "2026-11-24T09:15:00", end: "2026-11-24T10:15:00" });
    expect(meeting?.id).toMatch(/^event-/);
    expect(holiday).toMatchObject({ allDay: true, start: "2026-12-25", end: "2026-12-26" });
    expect(work).toMatchObject({ id: "17", end: "2026-11-25T16:30:00" });
  });

  it("gives duplicate ids new ones so that every event stays editable", () => {
    const result = parseEventFile(JSON.stringify([events[0], events[0]]));
    expect(result.ok && new Set(result.events.map((event) => event.id)).size).toBe(2);
  });

  it("refuses files that are too large or hold too many events", () => {
    expect(parseEventFile(" ".repeat(MAX_IMPORT_CHARACTERS + 1))).toMatchObject({ ok: false, reason: "tooLarge" });
    const many = Array.from({ length: MAX_IMPORT_EVENTS + 1 }, () => events[1]);
    expect(parseEventFile(JSON.stringify(many))).toMatchObject({ ok: false, reason: "tooManyEvents" });
  });
});

describe("sample week and recorded hours", () => {
  const titles = {
    projectWork: "Projektarbeit",
    teamMeeting: "Teambesprechung",
    customerVisit: "Kundentermin",
    documentation: "Dokumentation",
    training: "Fortbildung",
    weeklyReview: "Wochenabschluss",
    vacation: "Urlaub",
  };

  it("places the sample week on the week of today, starting Monday", () => {
    const sample = sampleEvents(new Date(2026, 10, 26, 15, 0), titles);
    expect(sample[0]).toMatchObject({ title: "Projektarbeit", start: "2026-11-23T08:00:00", end: "2026-11-23T12:00:00" });
    expect(sample.find((event) => event.title === "Urlaub")).toMatchObject({ allDay: true, start: "2026-11-30", end: "2026-12-02" });
    expect(parseEventFile(serializeEventFile(sample, new Date()))).toEqual({ ok: true, events: sample });
  });

  it("sums timed events within the range and ignores all-day ones", () => {
    const sample = sampleEvents(new Date(2026, 10, 23), titles);
    const week = recordedMilliseconds(sample, parseLocal("2026-11-23"), parseLocal("2026-11-30"));
    expect(week / 3_600_000).toBe(28.75);
    const mondayMorning = recordedMilliseconds(sample, parseLocal("2026-11-23T10:00:00"), parseLocal("2026-11-23T13:00:00"));
    expect(mondayMorning / 3_600_000).toBe(2.5);
  });
});
