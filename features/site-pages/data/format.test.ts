import { describe, expect, it } from "vitest";
import { describe as describePage } from "./content";
import { formatFact } from "./facts";
import { formatDateRange, formatDuration, formatTimeRange, intlTag } from "@/lib/format/intl";

describe("facts in the page's language", () => {
  it("formats money, times and dates per locale", () => {
    expect(formatFact({ kind: "money", value: 500, currency: "EUR" }, "en")).toBe("€500");
    expect(formatFact({ kind: "money", value: 500, currency: "EUR" }, "de")).toBe("500\u00a0€");
    expect(formatFact({ kind: "time", value: "17:00" }, "en")).toBe("5:00\u00a0PM");
    expect(formatFact({ kind: "time", value: "17:00" }, "de")).toBe("17:00");
    expect(formatFact({ kind: "date", value: "2024-08-26", style: "weekday" }, "de")).toBe("Montag, 26. August");
    expect(formatFact({ kind: "date", value: "2024-08-26", style: "weekday" }, "it")).toBe("lunedì 26 agosto");
  });

  it("writes Arabic figures with Western digits and a Gregorian calendar, like the Arabic texts", () => {
    expect(intlTag("ar")).toBe("ar-SA-u-ca-gregory-nu-latn");
    expect(formatFact({ kind: "date", value: "2024-08-26", style: "long" }, "ar")).toBe("26 أغسطس 2024");
    expect(formatFact({ kind: "number", value: 250 }, "ar")).toBe("250");
  });

  it("never groups a year and never shifts a civil date across a zone", () => {
    expect(formatFact({ kind: "year", value: 1968 }, "en")).toBe("1968");
    expect(formatFact({ kind: "date", value: "2024-01-01" }, "en")).toBe("January 1, 2024");
    expect(formatFact({ kind: "area", value: 1094 }, "en")).toBe("1,094\u00a0m²");
  });

  it("keeps an area's number and unit in one isolate inside an Arabic sentence, and adds none elsewhere", () => {
    expect(formatFact({ kind: "area", value: 1094 }, "ar")).toBe("\u20681,094\u00a0m²\u2069");
    expect(formatFact({ kind: "area", value: 1094 }, "de")).toBe("1.094\u00a0m²");
  });

  it("formats periods and durations", () => {
    // Intl puts thin or no-break spaces around the dash; what counts is what is shown.
    const plain = (text: string) => text.replace(/\s/g, " ");
    expect(plain(formatDateRange("1985-08", "1989-01", "de", "monthYear"))).toBe("August 1985 – Januar 1989");
    expect(plain(formatTimeRange("15:00", "17:00", "de"))).toBe("15:00–17:00 Uhr");
    expect(plain(formatDuration(34, "en"))).toBe("34 sec");
    expect(plain(formatDuration(72, "de"))).toBe("1 Min., 12 Sek.");
  });
});

describe("meta descriptions", () => {
  it("keeps a short lead whole", () => {
    expect(describePage("A short lead.")).toBe("A short lead.");
  });

  it("takes the first sentences that fit in 160 characters", () => {
    const lead = `${"First sentence is here. ".repeat(5)}And a very long last sentence that would not fit into the limit at all, however hard it tries.`;
    const description = describePage(lead);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith("here.")).toBe(true);
  });

  it("cuts one endless sentence at a word", () => {
    const description = describePage(`${"word ".repeat(60)}end`);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith("word…")).toBe(true);
  });
});

describe("meta descriptions in other scripts", () => {
  it("does not end a sentence at an abbreviation followed by a small letter", () => {
    const lead = "2022 m. rudenį pasirodė pirmoji projekto antologija: 38 tekstai, 21 autorius, 132 puslapiai, parašyti per trejus metus trečiadienio grupėje. Dar vienas sakinys, kuris jau netilptų.";
    expect(describePage(lead).startsWith("2022 m. rudenį")).toBe(true);
    expect(describePage(lead).length).toBeGreaterThan(60);
  });
});

describe("meta descriptions and abbreviations", () => {
  it("keeps St. and Šv. inside their sentence", () => {
    const lead = "In the churchyard of St. Johannis in Brockhorst stands a small vault of red brick and sandstone. It was built in 1897, restored in 1971 and 2001, and it tells the story of five generations.";
    expect(describePage(lead)).toBe("In the churchyard of St. Johannis in Brockhorst stands a small vault of red brick and sandstone.");
  });
});

it("keeps an abbreviation at the very start inside its sentence", () => {
  const lead = "Šv. Jono (St. Johannis) bažnyčios šventoriaus kapinėse Brokhorste, kaime kalvose į šiaurę nuo Osnabriuko, stovi nedidelė kripta iš raudonų plytų. Ji pastatyta 1897 m., restauruota 1971 ir 2001 m. ir pasakoja istoriją.";
  expect(describePage(lead).startsWith("Šv. Jono (St. Johannis) bažnyčios")).toBe(true);
  expect(describePage(lead).endsWith("plytų.")).toBe(true);
});
