import { describe, expect, it } from "vitest";
import { keepAbbreviationsWithNext } from "./keep-together";

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
