import { describe, expect, it } from "vitest";
import { bindOneLetterWords, phraseDirection, phraseLines } from "./language-phrase-text";

describe("bindOneLetterWords", () => {
  it("keeps a one-letter preposition on the line of the word after it", () => {
    expect(bindOneLetterWords("Любовь к языкам")).toBe("Любовь к\u00a0языкам");
    expect(bindOneLetterWords("в дом и в сад")).toBe("в\u00a0дом и\u00a0в\u00a0сад");
  });

  it("leaves longer words, a last one-letter word and scripts without spaces between letters alone", () => {
    expect(bindOneLetterWords("Amor por los idiomas")).toBe("Amor por los idiomas");
    expect(bindOneLetterWords("Plan B")).toBe("Plan B");
    expect(bindOneLetterWords("மொழிகள் மீது அன்பு")).toBe("மொழிகள் மீது அன்பு");
    expect(bindOneLetterWords("حبّ اللغات")).toBe("حبّ اللغات");
  });
});

describe("phraseLines", () => {
  it("splits a phrase between the words where its longer line is shortest", () => {
    expect(phraseLines("Liebe zu Sprachen")).toEqual(["Liebe zu", "Sprachen"]);
    expect(phraseLines("Amor por los idiomas")).toEqual(["Amor por", "los idiomas"]);
    expect(phraseLines("Amore per le lingue")).toEqual(["Amore per", "le lingue"]);
    expect(phraseLines("Meilė kalboms")).toEqual(["Meilė", "kalboms"]);
    expect(phraseLines("மொழிகள் மீது அன்பு")).toEqual(["மொழிகள்", "மீது அன்பு"]);
    expect(phraseLines("حبّ اللغات")).toEqual(["حبّ", "اللغات"]);
  });

  it("keeps words bound by a no-break space together and a single word whole", () => {
    expect(phraseLines(bindOneLetterWords("Любовь к языкам"))).toEqual(["Любовь", "к\u00a0языкам"]);
    expect(phraseLines("Sprachliebe")).toEqual(["Sprachliebe"]);
  });
});

describe("phraseDirection", () => {
  it("sets Arabic from the right and the other scripts from the left", () => {
    expect(phraseDirection("ar")).toBe("rtl");
    for (const lang of ["en", "de", "es", "ru", "lt", "it", "ta"]) expect(phraseDirection(lang)).toBe("ltr");
  });
});
