import { describe, expect, it } from "vitest";
import { headingFit, longestWordLength } from "./longest-word";

describe("longestWordLength", () => {
  it("counts letters of the longest Latin word", () => {
    expect(longestWordLength("Welcome to the Datenschutzerklärung")).toBe(20);
  });
  it("counts a Tamil consonant with its vowel sign as one letter", () => {
    // க ட் டு ரை க ள் — six letters, ten code points.
    expect(longestWordLength("கட்டுரைகள் இங்கே")).toBe(6);
  });
  it("ignores punctuation and counts Arabic letters", () => {
    expect(longestWordLength("مرحبًا، بالعالم!")).toBe(7);
  });
  it("gives every heading a length of at least one", () => {
    expect(headingFit("…")).toEqual({ "--longest-word": "1" });
  });
});
