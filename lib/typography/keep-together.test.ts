import { describe, expect, it } from "vitest";
import { keepAbbreviationsWithNext, keepShortCompoundsWhole } from "./keep-together";

describe("keepAbbreviationsWithNext", () => {
  it("joins a saint's or a doctor's abbreviation to the name after it", () => {
    expect(keepAbbreviationsWithNext("Katholische Kirchengemeinde St. Marien Hollmünde")).toBe("Katholische Kirchengemeinde St.\u00a0Marien Hollmünde");
    expect(keepAbbreviationsWithNext("Dr. Thomas Krüger")).toBe("Dr.\u00a0Thomas Krüger");
  });
  it("leaves a sentence's full stop and a word that only ends in the same letters alone", () => {
    expect(keepAbbreviationsWithNext("We met at the Forst. Then we ate.")).toBe("We met at the Forst. Then we ate.");
    expect(keepAbbreviationsWithNext("Sozialforum St. Marien")).toBe("Sozialforum St.\u00a0Marien");
  });
});

describe("keepShortCompoundsWhole", () => {
  it("joins a one-letter compound's parts so no line ends on its hyphen", () => {
    expect(keepShortCompoundsWhole("announced by e-mail.")).toBe("announced by e-\u2060mail.");
    expect(keepShortCompoundsWhole("per E-Mail oder U-Bahn")).toBe("per E-\u2060Mail oder U-\u2060Bahn");
  });
  it("leaves longer compounds, ranges and addresses' letters alone", () => {
    expect(keepShortCompoundsWhole("Martens-Hollweg, 2001-2003, self-help")).toBe("Martens-Hollweg, 2001-2003, self-help");
  });
});
