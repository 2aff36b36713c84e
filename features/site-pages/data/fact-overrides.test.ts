import { describe, expect, it } from "vitest";
import { applyFactOverrides } from "@/lib/site-facts/fact-overrides";
import type { FactOverride } from "@/lib/site-facts/fact-overrides";
import { checkFacts, dataOf, factReaches, ownerSite } from ".";

/** What one site published; the other sites published nothing. */
const publishedOn = (publisher: string, overrides: readonly FactOverride[]) => (site: string) => (site === publisher ? overrides : []);

const forum = dataOf("forum")!;

describe("applyFactOverrides", () => {
  it("returns the build's data when nothing is published", () => {
    expect(applyFactOverrides(forum, []).data).toBe(forum);
  });

  it("applies a published time and keeps the page furniture", () => {
    const { data, refused } = applyFactOverrides(forum, [{ path: "facts/cafeFrom/value", value: "15:30" }]);
    expect(refused).toEqual([]);
    expect(data.facts.cafeFrom).toEqual({ kind: "time", value: "15:30" });
    expect(data.facts.cafeTo).toEqual(forum.facts.cafeTo);
    expect(data.pages).toBe(forum.pages);
    expect(forum.facts.cafeFrom).toEqual({ kind: "time", value: "15:00" });
  });

  it("replaces a whole fact and an address field", () => {
    const { data, refused } = applyFactOverrides(forum, [
      { path: "facts/prize", value: { kind: "money", value: 750, currency: "EUR" } },
      { path: "places/townHall/street", value: "Marktstraße 3" },
    ]);
    expect(refused).toEqual([]);
    expect(data.facts.prize).toEqual({ kind: "money", value: 750, currency: "EUR" });
    expect(data.places.townHall?.street).toBe("Marktstraße 3");
  });

  it("moves an event of a year's plan", () => {
    const { data, refused } = applyFactOverrides(forum, [{ path: "events/2025/2/start", value: "18:30" }]);
    expect(refused).toEqual([]);
    expect(data.events?.["2025"]?.[2]).toMatchObject({ date: "2025-03-12", start: "18:30", end: "21:00" });
  });

  it("changes a contact record", () => {
    const syma = dataOf("syma")!;
    const { data, refused } = applyFactOverrides(syma, [
      { path: "channels/phone", value: "+49 541 600 2150" },
      { path: "cv/5/to", value: "2026-06" },
    ]);
    expect(refused).toEqual([]);
    expect(data.channels?.phone).toBe("+49 541 600 2150");
    expect(data.cv?.[5]).toEqual({ id: "selfEmployed", from: "2018-07", to: "2026-06" });
  });

  it("refuses a bad value naming the path and the reason, and keeps the others", () => {
    const { data, refused } = applyFactOverrides(forum, [
      { path: "facts/cafeFrom/value", value: "24:10" },
      { path: "facts/volunteers/value", value: 65 },
      { path: "facts/prizeDate/value", value: "2023-02-29" },
    ]);
    expect(refused).toEqual([
      { path: "facts/cafeFrom/value", reason: "facts/cafeFrom/value: expected a time of day as HH:MM" },
      { path: "facts/prizeDate/value", reason: "facts/prizeDate/value: no such day in the calendar" },
    ]);
    expect(data.facts.cafeFrom).toEqual(forum.facts.cafeFrom);
    expect(data.facts.volunteers).toEqual({ kind: "number", value: 65 });
  });

  it("refuses a path that leads nowhere or into the prototype", () => {
    const { refused } = applyFactOverrides(forum, [
      { path: "facts/unknownFact/value", value: 3 },
      { path: "facts/__proto__/polluted", value: true },
      { path: "pages/start", value: [] },
    ]);
    expect(refused.map(({ path }) => path)).toEqual(["facts/unknownFact/value", "facts/__proto__/polluted", "pages/start"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("published facts reach the pages", () => {
  it("moves an event in the year page's plan, the imprint's contact buttons and the house listing", () => {
    const forumNow = dataOf(
      "forum",
      publishedOn("forum", [
        { path: "events/2025/2/start", value: "18:30" },
        { path: "channels/fax", value: "+49 5461 704099" },
      ]),
    )!;
    const plan = forumNow.pages.year2025?.find((block) => block.kind === "events");
    expect(plan?.kind === "events" && plan.events[2]?.start).toBe("18:30");
    const card = forumNow.pages.imprint?.find((block) => block.kind === "address");
    expect(card?.kind === "address" && card.channels.fax).toBe("+49 5461 704099");
    const house = dataOf("political", publishedOn("political", [{ path: "facts/price/value", value: 389_000 }]))?.pages.start?.find((block) => block.kind === "property");
    expect(house?.kind === "property" && house.house.price).toBe(389_000);
  });

  it("accepts values that only fit together, an event's later start and end", () => {
    const event = forum.events?.["2025"]?.[2];
    expect(event).toMatchObject({ start: "19:00", end: "21:00" });
    const checked = checkFacts("forum", [
      { path: "events/2025/2/start", value: "21:30" },
      { path: "events/2025/2/end", value: "23:00" },
    ]);
    expect(checked.ok).toBe(true);
    expect(
      dataOf(
        "forum",
        publishedOn("forum", [
          { path: "events/2025/2/start", value: "21:30" },
          { path: "events/2025/2/end", value: "23:00" },
        ]),
      )?.events?.["2025"]?.[2],
    ).toMatchObject({ start: "21:30", end: "23:00" });
  });

  it("shows the owner's record as his site publishes it in the imprints of the sites he runs", () => {
    const moved = publishedOn(ownerSite, [
      { path: "person/street", value: "Am Markt 3" },
      { path: "person/mail", value: "post@owner.example" },
    ]);
    for (const site of ["peace", "vault", ownerSite]) {
      const imprint = dataOf(site, moved)?.pages.imprint ?? [];
      const card = imprint.find((block) => block.kind === "address");
      expect(card?.kind === "address" && "person" in card && card.person.street, site).toBe("Am Markt 3");
      expect(card?.kind === "address" && card.channels.mail, site).toBe("post@owner.example");
    }
    // A site's own facts change its pages alone: another site's imprint keeps the owner's record.
    const peace = dataOf("peace", publishedOn("forum", [{ path: "channels/fax", value: "+49 1" }]))?.pages.imprint?.find((block) => block.kind === "address");
    expect(peace?.kind === "address" && "person" in peace && peace.person.street).toBe("Lindenweg 12");
  });

  it("knows which sites a published fact reaches, for their sitemaps' dates", () => {
    // The owner's address reaches every imprint that shows him, and those only.
    const showsOwner = (site: string) => {
      const moved = dataOf(site, publishedOn(ownerSite, [{ path: "person/street", value: "Am Markt 3" }]));
      return JSON.stringify(moved) !== JSON.stringify(dataOf(site));
    };
    for (const site of ["syma", "vault", "peace", "writing", "morpheme", "forum", "political", "languages", "lobby", "tax"]) {
      expect(factReaches(site, ownerSite, "person/street"), site).toBe(showsOwner(site));
    }
    expect(factReaches("peace", ownerSite, "person/street")).toBe(true);
    expect(factReaches("forum", ownerSite, "person/street")).toBe(false);
    // The owner's site's other facts (his CV) stay on his site; each site's own facts reach it.
    expect(factReaches("peace", ownerSite, "cv/0/title")).toBe(false);
    expect(factReaches("forum", "forum", "events/0/start")).toBe(true);
    expect(factReaches("forum", "peace", "events/0/start")).toBe(false);
  });

  it("refuses what the schema or the pages cannot take, naming each path", () => {
    expect(checkFacts("forum", [{ path: "facts/cafeFrom/value", value: "25:00" }, { path: "timeZone", value: "Europe/Hollmünde" }])).toEqual({
      ok: false,
      refused: [
        { path: "timeZone", reason: "expected a time zone such as Europe/Berlin" },
        { path: "facts/cafeFrom/value", reason: "expected a time of day as HH:MM" },
      ],
    });
    expect(checkFacts("political", [{ path: "facts/price", value: { kind: "text", value: "on request" } }])).toEqual({
      ok: false,
      refused: [{ path: "facts/price", reason: "the house listing needs this figure" }],
    });
  });
});
