import { describe, expect, it } from "vitest";
import { headingFit, longestWordWidth, titleWord } from "./longest-word";

describe("longestWordWidth", () => {
  it("counts the letters of the longest Latin word", () => {
    expect(longestWordWidth("Welcome to the Datenschutzerklärung")).toBe(20);
  });
  it("counts a Tamil consonant with its vowel sign as one letter, weighted by how wide it draws", () => {
    // க (1) ட் (0.78) டு (1) ரை (2.1) க (1) ள் (0.78): six letters, ten code points.
    expect(longestWordWidth("கட்டுரைகள் இங்கே")).toBe(6.7);
    // கொ: a vowel sign on both sides of the consonant.
    expect(longestWordWidth("கொ")).toBe(2.6);
  });
  it("ignores punctuation and counts Arabic letters", () => {
    expect(longestWordWidth("مرحبًا، بالعالم!")).toBe(7);
  });
  it("gives every heading a width of at least one letter", () => {
    expect(headingFit("…")).toEqual({ "--longest-word": "1", "--text-width": "1" });
  });
  it("gives the whole text's width in the same units, a space half a letter", () => {
    // கட்டுரைகள் (6.66) + space (0.5) + இங்கே (1 + 0.78 + 2.1 = 3.88).
    expect(headingFit("கட்டுரைகள் இங்கே")).toEqual({ "--longest-word": "6.7", "--text-width": "11" });
    expect(headingFit("Two ways in")["--text-width" as keyof object]).toBe("10");
  });
});

describe("titleWord", () => {
  it("writes the title's longest word for its page's section headings, at least one letter", () => {
    expect(titleWord("கட்டுரைகள் இங்கே")).toEqual({ "--title-word": "6.7" });
    expect(titleWord("…")).toEqual({ "--title-word": "1" });
  });
});
