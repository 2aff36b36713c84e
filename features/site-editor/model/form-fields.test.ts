import { describe, expect, it } from "vitest";
import { changesOf, valueAt, withEntryAdded, withEntryRemoved, withInput } from "./edit";
import { formFieldsOf, type FormField, type InputField } from "./form-fields";
import { problemsOf } from "./problems";

const facts = {
  timeZone: "Europe/Berlin",
  facts: {
    cafeFrom: { kind: "time", value: "15:00" },
    prizeDate: { kind: "date", value: "2023-05-12", style: "long" },
    prize: { kind: "money", value: 500, currency: "EUR" },
    built: { kind: "year", value: 1978 },
  },
  places: { parishHall: { street: "Kirchplatz 4", zip: "49599", city: "Hollmünde", country: "DE" }, videoConference: {} },
  channels: { fax: "+49 5461 704019", messenger: "https://wa.me/491515550199" },
  events: {
    "2025": [
      { title: "forumMeeting", date: "2025-03-12", start: "19:00", end: "21:00", place: "parishHall" },
      { title: "cafeDay", date: "2025-05-02", start: "15:00", place: "videoConference" },
    ],
  },
};

function find(fields: readonly FormField[], path: string): FormField | undefined {
  for (const field of fields) {
    if (field.path === path) return field;
    const inner = field.kind === "group" ? find(field.children, path) : field.kind === "list" ? find(field.items, path) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

const input = (path: string) => find(formFieldsOf(facts), path) as InputField;

describe("the facts form, generated from the schema", () => {
  it("gives each fact one input of its kind, named by the fact, with the schema's bounds", () => {
    expect(input("facts/cafeFrom/value")).toMatchObject({ input: "time", name: "cafeFrom", required: true, unit: "facts/cafeFrom/value" });
    expect(input("facts/prizeDate/value")).toMatchObject({ input: "date", name: "prizeDate" });
    expect(input("facts/prize/value")).toMatchObject({ input: "number", min: 0, max: 100_000_000, integer: false });
    expect(input("facts/built/value")).toMatchObject({ input: "number", min: 1000, max: 9999, integer: true });
    // The kind, the currency and the date's style are the record's meaning, not an editor's field.
    expect(find(formFieldsOf(facts), "facts/prize/currency")).toBeUndefined();
  });

  it("shows records as fieldsets, optional fields published with their record, event plans as lists", () => {
    const fields = formFieldsOf(facts);
    expect(fields.map((field) => `${field.kind} ${field.path}`)).toEqual(["input timeZone", "group facts", "group places", "group channels", "group events"]);
    expect(input("places/parishHall/street")).toMatchObject({ input: "text", required: false, unit: "places/parishHall" });
    expect(input("channels/messenger")).toMatchObject({ input: "url", unit: "channels" });
    const plan = find(fields, "events/2025");
    expect(plan).toMatchObject({ kind: "list", template: facts.events["2025"][1] });
    expect(input("events/2025/1/start")).toMatchObject({ input: "time", unit: "events/2025" });
    expect(input("events/2025/0/place")).toMatchObject({ input: "choice", choices: ["parishHall", "videoConference"], labels: "content.{site}.blocks.events.places" });
    // An event's title is chosen by the text the year page shows it with, not by its key.
    expect(input("events/2025/1/title")).toMatchObject({ input: "choice", choices: ["forumMeeting", "cafeDay"], labels: "content.{site}.blocks.events.titles" });
  });

  it("turns edits into the change list: only what differs, a record or list whole", () => {
    const fields = formFieldsOf(facts);
    let edited = withInput(facts, input("facts/cafeFrom/value"), "15:30");
    edited = withInput(edited, input("places/parishHall/street"), "");
    edited = withInput(edited, input("facts/prize/value"), "750");
    edited = withEntryRemoved(edited, "events/2025", 0);
    expect(changesOf(fields, facts, edited)).toEqual([
      { path: "facts/cafeFrom/value", value: "15:30" },
      { path: "facts/prize/value", value: 750 },
      { path: "places/parishHall", value: { zip: "49599", city: "Hollmünde", country: "DE" } },
      { path: "events/2025", value: [facts.events["2025"][1]] },
    ]);
    expect(valueAt(facts, "facts/cafeFrom/value")).toBe("15:00");
    expect(changesOf(fields, facts, withInput(withInput(facts, input("places/parishHall/street"), ""), input("places/parishHall/street"), "Kirchplatz 4"))).toEqual([]);
    const added = withEntryAdded(facts, { path: "events/2025", template: facts.events["2025"][1] });
    expect(valueAt(added, "events/2025/2")).toEqual(facts.events["2025"][1]);
  });

  it("names each problem beside its field, with the same schema the server checks", () => {
    let edited = withInput(facts, input("facts/cafeFrom/value"), "25:00");
    edited = withInput(edited, input("facts/built/value"), "99999");
    edited = withInput(edited, input("events/2025/0/end"), "18:00");
    edited = withInput(edited, input("facts/prizeDate/value"), "2023-02-30");
    edited = withInput(edited, input("facts/prize/value"), "");
    expect(Object.fromEntries(problemsOf(edited))).toEqual({
      "facts/cafeFrom/value": { key: "time" },
      "facts/prizeDate/value": { key: "noSuchDay" },
      "facts/prize/value": { key: "number" },
      "facts/built/value": { key: "max", values: { max: 9999 } },
      "events/2025/0/end": { key: "endAfterStart" },
    });
    expect(problemsOf(facts).size).toBe(0);
  });
});
