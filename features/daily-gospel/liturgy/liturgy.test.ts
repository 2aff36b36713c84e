import { describe, expect, it } from "vitest";
import {
  CELEBRATION_KEYS,
  addDays,
  easterSunday,
  firstSundayOfAdvent,
  gospelDays,
  gospelLink,
  liturgicalDay,
  liturgicalYearOf,
  parseIsoDate,
  sundayCycle,
  weekdayCycle,
  type CelebrationKey,
} from ".";
import { isoDateInTimeZone } from "@/lib/format/iso-date";

const celebrationOn = (iso: string) => liturgicalDay(iso).celebration;

describe("easterSunday", () => {
  it.each([
    [2000, "2000-04-23"],
    [2019, "2019-04-21"],
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
  ])("Easter %i is %s", (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
  });

  it("rejects years outside the Gregorian calendar", () => {
    expect(() => easterSunday(1500)).toThrow(RangeError);
  });
});

describe("firstSundayOfAdvent", () => {
  it.each([
    [2024, "2024-12-01"],
    [2025, "2025-11-30"],
    [2026, "2026-11-29"],
  ])("Advent %i begins on %s", (year, expected) => {
    expect(firstSundayOfAdvent(year)).toBe(expected);
  });

  it("is always a Sunday between 27 November and 3 December", () => {
    for (let year = 1900; year <= 2100; year += 1) {
      const iso = firstSundayOfAdvent(year);
      expect(iso >= `${year}-11-27` && iso <= `${year}-12-03`).toBe(true);
      expect(liturgicalDay(iso).weekday).toBe(0);
    }
  });
});

describe("liturgical year and lectionary cycles", () => {
  it("names the year after the civil year in which it mostly falls", () => {
    expect(liturgicalYearOf("2024-11-30")).toBe(2024);
    expect(liturgicalYearOf("2024-12-01")).toBe(2025);
    expect(liturgicalYearOf({ year: 2025, month: 6, day: 15 })).toBe(2025);
    expect(liturgicalYearOf("2025-11-30")).toBe(2026);
  });

  it.each(["2024-12-01", "2025-06-15", "2025-11-29"])("%s is in year C, cycle I", (iso) => {
    expect(sundayCycle(iso)).toBe("C");
    expect(weekdayCycle(iso)).toBe("I");
  });

  it("switches to year A, cycle II on the First Sunday of Advent 2025", () => {
    expect(sundayCycle("2025-11-30")).toBe("A");
    expect(weekdayCycle("2025-11-30")).toBe("II");
    expect(liturgicalDay("2026-03-01")).toMatchObject({ sundayCycle: "A", weekdayCycle: "II" });
  });

  it("gives year B to 2024", () => {
    expect(sundayCycle("2024-06-16")).toBe("B");
    expect(weekdayCycle("2024-06-16")).toBe("II");
  });
});

describe("movable days", () => {
  it.each<[string, CelebrationKey]>([
    ["2026-02-18", "ashWednesday"],
    ["2026-03-29", "palmSunday"],
    ["2026-04-02", "holyThursday"],
    ["2026-04-03", "goodFriday"],
    ["2026-04-04", "holySaturday"],
    ["2026-04-05", "easterSunday"],
    ["2026-05-14", "ascension"],
    ["2026-05-24", "pentecost"],
    ["2026-05-31", "holyTrinity"],
    ["2026-06-04", "corpusChristi"],
    ["2026-06-12", "sacredHeart"],
    ["2025-11-23", "christTheKing"],
    ["2026-01-06", "epiphany"],
    ["2026-01-11", "baptismOfTheLord"],
    ["2025-12-28", "holyFamily"],
    ["2022-12-30", "holyFamily"],
  ])("%s is %s", (iso, key) => {
    expect(celebrationOn(iso)).toBe(key);
  });

  it("puts Christ the King in the 34th week of Ordinary Time", () => {
    expect(liturgicalDay("2025-11-23")).toMatchObject({ season: "ordinary", week: 34, rank: "solemnity" });
    expect(liturgicalDay("2025-11-29")).toMatchObject({ season: "ordinary", week: 34 });
  });
});

describe("seasons and weeks", () => {
  it.each([
    ["2025-07-13", "ordinary", 15, 0],
    ["2026-01-18", "ordinary", 2, 0],
    ["2026-01-12", "ordinary", 1, 1],
    ["2026-02-17", "ordinary", 6, 2],
    ["2026-05-25", "ordinary", 8, 1],
    ["2025-11-30", "advent", 1, 0],
    ["2025-12-24", "advent", 4, 3],
    ["2025-12-25", "christmas", null, 4],
    ["2026-01-11", "christmas", null, 0],
    ["2026-02-19", "lent", 0, 4],
    ["2026-02-22", "lent", 1, 0],
    ["2026-03-28", "lent", 5, 6],
    ["2026-03-31", "lent", 6, 2],
    ["2026-04-03", "triduum", null, 5],
    ["2026-04-05", "easter", 1, 0],
    ["2026-04-11", "easter", 1, 6],
    ["2026-05-23", "easter", 7, 6],
    ["2026-05-24", "easter", null, 0],
  ] as const)("%s is %s week %s, weekday %i", (iso, season, week, weekday) => {
    expect(liturgicalDay(iso)).toMatchObject({ season, week, weekday });
  });

  it("keeps week numbers in range on every day of a century", () => {
    const ranges = { advent: [1, 4], lent: [0, 6], easter: [1, 7], ordinary: [1, 34] } as const;
    for (let year = 2000; year <= 2100; year += 1) {
      for (const day of gospelDays(`${year}-07-01`, 181, 183)) {
        if (day.season === "christmas" || day.season === "triduum") {
          expect(day.week).toBeNull();
        } else if (day.week !== null) {
          const [low, high] = ranges[day.season];
          expect(day.week).toBeGreaterThanOrEqual(low);
          expect(day.week).toBeLessThanOrEqual(high);
        } else {
          expect(day.celebration).toBe("pentecost");
        }
      }
    }
  });

  it("keeps every solemnity exactly once per year, transferred or not", () => {
    for (let year = 2000; year <= 2100; year += 1) {
      const seen = new Map<string, number>();
      for (const day of gospelDays(`${year}-07-02`, 182, 182)) {
        if (day.rank === "solemnity" && day.celebration) {
          seen.set(day.celebration, (seen.get(day.celebration) ?? 0) + 1);
        }
      }
      expect(seen.get("josephSpouse"), `Joseph ${year}`).toBe(1);
      expect(seen.get("annunciation"), `Annunciation ${year}`).toBe(1);
      expect(seen.get("immaculateConception"), `Immaculate Conception ${year}`).toBe(1);
      expect(seen.get("johnTheBaptistBirth"), `John the Baptist ${year}`).toBe(1);
      expect(seen.get("peterAndPaul"), `Peter and Paul ${year}`).toBe(1);
      expect([...seen.values()].every((count) => count === 1)).toBe(true);
    }
  });
});

describe("transfers and precedence", () => {
  it("moves the Immaculate Conception off a Sunday of Advent to Monday", () => {
    expect(liturgicalDay("2024-12-08")).toMatchObject({ celebration: null, rank: "sunday", season: "advent" });
    expect(liturgicalDay("2024-12-09")).toMatchObject({ celebration: "immaculateConception", colour: "white" });
  });

  it("moves the Annunciation out of Holy Week to the Monday after the Second Sunday of Easter", () => {
    expect(celebrationOn("2024-03-25")).toBeNull();
    expect(celebrationOn("2024-04-08")).toBe("annunciation");
  });

  it("moves Saint Joseph off a Sunday of Lent to Monday, and out of Holy Week to the Saturday before", () => {
    expect(celebrationOn("2028-03-19")).toBeNull();
    expect(celebrationOn("2028-03-20")).toBe("josephSpouse");
    expect(celebrationOn("2035-03-19")).toBeNull();
    expect(celebrationOn("2035-03-17")).toBe("josephSpouse");
  });

  it("moves John the Baptist to the eve when the Sacred Heart takes 24 June", () => {
    expect(celebrationOn("2022-06-24")).toBe("sacredHeart");
    expect(celebrationOn("2022-06-23")).toBe("johnTheBaptistBirth");
  });

  it("lets solemnities and feasts of the Lord replace an Ordinary Sunday, but not memorials", () => {
    expect(liturgicalDay("2025-06-29")).toMatchObject({ celebration: "peterAndPaul", colour: "red" });
    expect(liturgicalDay("2025-11-09")).toMatchObject({ celebration: "lateranBasilica", rank: "feast" });
    expect(liturgicalDay("2026-10-04")).toMatchObject({ celebration: null, rank: "sunday", colour: "green" });
    expect(liturgicalDay("2025-10-04")).toMatchObject({ celebration: "francisOfAssisi", rank: "memorial" });
  });

  it("drops memorials in Lent but keeps feasts", () => {
    expect(celebrationOn("2026-03-07")).toBeNull();
    expect(liturgicalDay("2024-02-22")).toMatchObject({ celebration: "chairOfPeter", season: "lent" });
  });

  it("places the fixed solemnities and feasts on their dates", () => {
    const fixed: [string, CelebrationKey][] = [
      ["2026-01-01", "maryMotherOfGod"],
      ["2026-02-02", "presentation"],
      ["2025-06-24", "johnTheBaptistBirth"],
      ["2026-08-06", "transfiguration"],
      ["2026-08-15", "assumption"],
      ["2026-09-14", "exaltationOfTheCross"],
      ["2026-11-01", "allSaints"],
      ["2026-11-02", "allSouls"],
      ["2025-12-08", "immaculateConception"],
    ];
    for (const [iso, key] of fixed) expect(celebrationOn(iso), iso).toBe(key);
  });
});

describe("colours", () => {
  it("is rose on Gaudete and Laetare Sundays", () => {
    expect(liturgicalDay("2025-12-14").colour).toBe("rose");
    expect(liturgicalDay("2026-03-15").colour).toBe("rose");
    expect(liturgicalDay("2025-12-15").colour).toBe("violet");
  });

  it("is red on Good Friday, Palm Sunday, Pentecost and for martyred apostles", () => {
    expect(liturgicalDay("2026-04-03").colour).toBe("red");
    expect(liturgicalDay("2026-03-29").colour).toBe("red");
    expect(liturgicalDay("2026-05-24").colour).toBe("red");
    expect(liturgicalDay("2026-06-29").colour).toBe("red");
  });

  it("follows the season on plain days", () => {
    expect(liturgicalDay("2026-07-14").colour).toBe("green");
    expect(liturgicalDay("2026-02-24").colour).toBe("violet");
    expect(liturgicalDay("2026-04-14").colour).toBe("white");
    expect(liturgicalDay("2025-12-30").colour).toBe("white");
  });

  it("is violet on All Souls unless black is asked for", () => {
    expect(liturgicalDay("2025-11-02").colour).toBe("violet");
    expect(liturgicalDay("2025-11-02", { allSoulsColour: "black" }).colour).toBe("black");
  });
});

describe("gospelDays", () => {
  it("returns 61 consecutive days with exactly one today in the middle", () => {
    const days = gospelDays("2026-01-01");
    expect(days).toHaveLength(61);
    expect(days[0]?.date).toBe("2025-12-02");
    expect(days[60]?.date).toBe("2026-01-31");
    days.forEach((day, index) => expect(day.date).toBe(addDays("2025-12-02", index)));
    expect(days.filter((day) => day.isToday).map((day) => day.date)).toEqual(["2026-01-01"]);
    expect(days[30]?.isToday).toBe(true);
  });

  it("honours custom window sizes", () => {
    const days = gospelDays("2024-02-29", 2, 1);
    expect(days.map((day) => day.date)).toEqual(["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01"]);
  });

  it("is plain serialisable data", () => {
    const days = gospelDays("2026-04-05");
    expect(JSON.parse(JSON.stringify(days))).toEqual(days);
  });

  it("rejects bad input", () => {
    expect(() => gospelDays("2026-02-30")).toThrow(RangeError);
    expect(() => gospelDays("5 April 2026")).toThrow(RangeError);
    expect(() => gospelDays("2026-04-05", -1)).toThrow(RangeError);
  });
});

describe("gospelLink", () => {
  it("links English to the USCCB readings", () => {
    expect(gospelLink("2026-01-18", "en")).toEqual({
      href: "https://bible.usccb.org/bible/readings/011826.cfm",
      locale: "en",
    });
  });

  it("links German to the Schott of Beuron", () => {
    expect(gospelLink("2026-01-18", "de")).toEqual({
      href: "https://www.erzabtei-beuron.de/schott/schott_anz/index.html?datum=2026-01-18",
      locale: "de",
    });
  });

  it("links Spanish, Italian and Arabic to Evangelizo in that language", () => {
    expect(gospelLink("2026-01-18", "es")).toEqual({
      href: "https://evangeliodeldia.org/SP/gospel/2026-01-18",
      locale: "es",
    });
    expect(gospelLink({ year: 2026, month: 1, day: 18 }, "it").locale).toBe("it");
    expect(gospelLink("2026-01-18", "ar").locale).toBe("ar");
  });

  it.each(["ta", "lt", "ru"])("falls back to English for %s", (locale) => {
    expect(gospelLink("2026-01-18", locale)).toEqual(gospelLink("2026-01-18", "en"));
  });
});

describe("helpers", () => {
  it("lists every celebration key once", () => {
    expect(new Set(CELEBRATION_KEYS).size).toBe(CELEBRATION_KEYS.length);
    expect(CELEBRATION_KEYS).toContain("francisOfAssisi");
    expect(CELEBRATION_KEYS).toContain("easterSunday");
  });

  it("reads the civil date of an instant in a time zone", () => {
    const instant = new Date("2026-01-01T02:00:00Z");
    expect(isoDateInTimeZone(instant, "Europe/Vilnius")).toBe("2026-01-01");
    expect(isoDateInTimeZone(instant, "America/New_York")).toBe("2025-12-31");
  });

  it("rejects impossible dates", () => {
    expect(() => parseIsoDate("2025-02-29")).toThrow(RangeError);
    expect(parseIsoDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
  });
});
