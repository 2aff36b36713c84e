import { describe, expect, it } from "vitest";
import { bindOneLetterWords } from "./language-phrase-text";

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
