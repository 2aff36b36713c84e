import { describe, expect, it } from "vitest";
import { builtInWords } from "./built-in-words";
import { pictograms } from "./pictograms";
import { GAP } from "./word-picture";
import { wordPictures } from "./word-pictures";

describe("pictures and sentences of the built-in words", () => {
  it("gives every built-in word a pictogram and a German sentence with one gap", () => {
    const without = builtInWords.filter((entry) => !Object.hasOwn(wordPictures, entry.word)).map((entry) => entry.word);
    expect(without).toEqual([]);
    for (const entry of builtInWords) {
      const { picture, sentence } = wordPictures[entry.word]!;
      expect(Object.keys(pictograms), entry.word).toContain(picture);
      expect(sentence.split(GAP), entry.word).toHaveLength(2);
      // The sentence does not give the word away.
      expect(sentence.toLocaleLowerCase("de-DE"), entry.word).not.toContain(entry.word.toLocaleLowerCase("de-DE"));
    }
  });

  it("has sentences only for words of the list, and uses every pictogram", () => {
    const words = new Set(builtInWords.map((entry) => entry.word));
    expect(Object.keys(wordPictures).filter((word) => !words.has(word))).toEqual([]);
    const used = new Set(Object.values(wordPictures).map((entry) => entry.picture));
    expect(Object.keys(pictograms).filter((id) => !used.has(id as keyof typeof pictograms))).toEqual([]);
  });
});
