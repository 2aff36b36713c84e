import { describe, expect, it } from "vitest";
import { quotedSentence } from "./quoted-sentence";

const article = {
  heading: "Heading",
  lead: "Lead.",
  sections: [
    { heading: "One", paragraphs: ["First sentence here. Second one: with a colon! Third?"] },
    { heading: "Two", paragraphs: ["Первое предложение. Второе предложение.", "هذه جملة أولى. وهذه جملة ثانية."] },
  ],
};

describe("quotedSentence", () => {
  it("takes the sentence a pull quote names, without the space after it", () => {
    expect(quotedSentence(article, "en", { section: 1, paragraph: 1, sentence: 0 })).toBe("First sentence here.");
    expect(quotedSentence(article, "en", { section: 1, paragraph: 1, sentence: 1 })).toBe("Second one: with a colon!");
    expect(quotedSentence(article, "ru", { section: 2, paragraph: 1, sentence: 1 })).toBe("Второе предложение.");
    expect(quotedSentence(article, "ar", { section: 2, paragraph: 2, sentence: 0 })).toBe("هذه جملة أولى.");
  });

  it("names no sentence for a place the article does not hold", () => {
    expect(quotedSentence(article, "en", { section: 3, paragraph: 1, sentence: 0 })).toBeUndefined();
    expect(quotedSentence(article, "en", { section: 1, paragraph: 2, sentence: 0 })).toBeUndefined();
    expect(quotedSentence(article, "en", { section: 1, paragraph: 1, sentence: 3 })).toBeUndefined();
  });
});
