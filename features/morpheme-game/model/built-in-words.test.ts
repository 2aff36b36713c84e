import { describe, expect, it } from "vitest";
import { morphemeCategories } from "@/lib/tenancy/sites/morpheme-categories";
import { buildRound, checkWord, EXTRA_BLOCKS, nextNeeded, OTHER_COLOUR_BLOCKS, seededRandom } from "./round";
import { builtInWords } from "./built-in-words";
import { circumfixHalf, findEntry, levelOf, parseWordLine, spelledBy, spellingKey, type WordEntry } from "./words";

const entry = (word: string) => {
  const found = builtInWords.find((candidate) => candidate.word === word);
  if (!found) throw new Error(`${word} is not in the list`);
  return found;
};

describe("the built-in word list", () => {
  it("holds a few hundred words and phrases", () => {
    expect(builtInWords.length).toBeGreaterThanOrEqual(300);
    expect(new Set(builtInWords.map((word) => word.word)).size).toBe(builtInWords.length);
  });

  it("spells every word exactly with its morphemes", () => {
    const wrong = builtInWords.filter((word) => spelledBy(word.parts) !== spellingKey(word.word));
    expect(wrong.map((word) => word.word)).toEqual([]);
  });

  it("writes blocks in lower case and uses the categories of the game", () => {
    const ids = new Set<string>(morphemeCategories.map((category) => category.id));
    for (const word of builtInWords) {
      for (const part of word.parts) {
        expect(part.text, word.word).toBe(part.text.toLocaleLowerCase("de-DE"));
        expect(ids.has(part.category), word.word).toBe(true);
        expect(part.category).not.toBe("result");
      }
    }
  });

  it("uses every morpheme category and all three levels", () => {
    const used = new Set(builtInWords.flatMap((word) => word.parts.map((part) => part.category)));
    expect([...used].sort()).toEqual(["basic", "buildingBlock", "circumfix", "inflexion", "prefix", "structureWord", "suffix"]);
    const levels = builtInWords.map(levelOf);
    for (const level of [1, 2, 3]) expect(levels.filter((value) => value === level).length, `level ${level}`).toBeGreaterThan(40);
  });

  it("has circumfixes in pairs around a stem", () => {
    for (const word of builtInWords.filter((candidate) => candidate.parts.some((part) => part.category === "circumfix"))) {
      const positions = word.parts.flatMap((part, index) => (part.category === "circumfix" ? [index] : []));
      expect(positions, word.word).toHaveLength(2);
      expect(word.parts.slice(positions[0]! + 1, positions[1]).some((part) => part.category === "basic"), word.word).toBe(true);
    }
  });

  it("tells a circumfix's front half from its back half, so each block can show the stem's gap on its side", () => {
    expect(circumfixHalf({ text: "ge", category: "circumfix" }, builtInWords)).toBe("front");
    for (const text of ["t", "e", "en"]) expect(circumfixHalf({ text, category: "circumfix" }, builtInWords), text).toBe("back");
    expect(circumfixHalf({ text: "spiel", category: "basic" }, builtInWords)).toBeUndefined();
    const blocks = buildRound(entry("Gebirge"), builtInWords, seededRandom(5)).blocks.filter((block) => block.category === "circumfix");
    expect(blocks.map((block) => `${block.text}:${block.half}`).sort()).toEqual(expect.arrayContaining(["e:back", "ge:front"]));
    expect(blocks.every((block) => block.half)).toBe(true);
  });

  it("segments the textbook examples as German lessons do", () => {
    expect(entry("unglücklich").parts).toEqual([
      { text: "un", category: "prefix" },
      { text: "glück", category: "basic" },
      { text: "lich", category: "suffix" },
    ]);
    expect(entry("Geburtstag").parts.map((part) => part.category)).toEqual(["basic", "buildingBlock", "basic"]);
    expect(entry("gespielt").parts.map((part) => `${part.text}:${part.category}`)).toEqual(["ge:circumfix", "spiel:basic", "t:circumfix"]);
    expect(entry("Kinder").parts.at(-1)).toEqual({ text: "er", category: "inflexion" });
    expect(entry("Lehrer").parts.at(-1)).toEqual({ text: "er", category: "suffix" });
    expect(entry("Kindergarten").parts[1]).toEqual({ text: "er", category: "buildingBlock" });
    expect(entry("du spielst").parts[0]).toEqual({ text: "du", category: "structureWord" });
  });

  it("puts stems with one affix first, participles later and long compounds last", () => {
    expect(levelOf(entry("Unglück"))).toBe(1);
    expect(levelOf(entry("Kinder"))).toBe(1);
    expect(levelOf(entry("gespielt"))).toBe(2);
    expect(levelOf(entry("unglücklich"))).toBe(2);
    expect(levelOf(entry("Haustürschlüssel"))).toBe(3);
    expect(levelOf(entry("Donaudampfschifffahrt"))).toBe(3);
  });
});

describe("a round of the game", () => {
  const target = entry("unglücklich");

  it("offers the word's blocks and a few others, none of them twice", () => {
    const round = buildRound(target, builtInWords, seededRandom(7));
    expect(round.blocks).toHaveLength(target.parts.length + EXTRA_BLOCKS);
    for (const part of target.parts) expect(round.blocks.filter((block) => block.text === part.text && block.category === part.category)).toHaveLength(1);
    expect(new Set(round.blocks.map((block) => `${block.category}:${block.text}`)).size).toBe(round.blocks.length);
  });

  it("includes look-alikes from other categories when there are some", () => {
    const round = buildRound(entry("Kindergarten"), builtInWords, seededRandom(3));
    expect(round.blocks.some((block) => block.text === "er" && block.category !== "buildingBlock")).toBe(true);
  });

  it("shows other colours beside a word of one colour: a compound of two stems is not a shelf of grey blocks", () => {
    const compounds = builtInWords.filter((word) => levelOf(word) === 1 && word.parts.every((part) => part.category === "basic"));
    expect(compounds.length).toBeGreaterThan(0);
    for (const word of compounds)
      for (const seed of [1, 2, 3]) {
        const colours = buildRound(word, builtInWords, seededRandom(seed)).blocks.filter((block) => block.category !== "basic");
        expect(colours.length, word.word).toBeGreaterThanOrEqual(OTHER_COLOUR_BLOCKS);
      }
  });

  it("deals a level-1 shelf in at least four colours: a stem and its suffix among grey stems hid the game's colours", () => {
    const firstLevel = builtInWords.filter((word) => levelOf(word) === 1);
    for (const word of firstLevel)
      for (const seed of [1, 2, 3]) {
        const blocks = buildRound(word, builtInWords, seededRandom(seed)).blocks;
        const wordColours = new Set(word.parts.map((part) => part.category));
        const otherColours = new Set(blocks.map((block) => block.category).filter((category) => !wordColours.has(category)));
        expect(otherColours.size, word.word).toBeGreaterThanOrEqual(OTHER_COLOUR_BLOCKS);
        expect(new Set(blocks.map((block) => block.category)).size, word.word).toBeGreaterThanOrEqual(wordColours.size + OTHER_COLOUR_BLOCKS);
      }
  });

  it("is the same for the same seed", () => {
    expect(buildRound(target, builtInWords, seededRandom(42))).toEqual(buildRound(target, builtInWords, seededRandom(42)));
  });

  it("accepts exactly the target's blocks in order", () => {
    expect(checkWord(target.parts, target, builtInWords)).toEqual({ correct: true, verdicts: ["right", "right", "right"], missing: 0 });
  });

  it("marks the blocks in the wrong place and counts the missing ones", () => {
    const swapped = [target.parts[1]!, target.parts[0]!];
    expect(checkWord(swapped, target, builtInWords)).toEqual({ correct: false, verdicts: ["wrong", "wrong"], missing: 1 });
    const wrongCategory = [target.parts[0]!, target.parts[1]!, { text: "lich", category: "inflexion" as const }];
    expect(checkWord(wrongCategory, target, builtInWords).verdicts).toEqual(["right", "right", "wrong"]);
  });

  it("says when the blocks make another word of the list", () => {
    const result = checkWord(entry("glücklich").parts, target, builtInWords);
    expect(result.correct).toBe(false);
    expect(result.otherWord?.word).toBe("glücklich");
  });

  it("rejects extra blocks after a correct word", () => {
    const result = checkWord([...target.parts, { text: "keit", category: "suffix" }], target, builtInWords);
    expect(result).toMatchObject({ correct: false, verdicts: ["right", "right", "right", "wrong"], missing: 0 });
  });

  it("hints the block after the correct beginning", () => {
    expect(nextNeeded([], target)).toEqual({ position: 0, morpheme: target.parts[0] });
    expect(nextNeeded([target.parts[0]!, target.parts[2]!], target)).toEqual({ position: 1, morpheme: target.parts[1] });
    expect(nextNeeded(target.parts, target)).toBeUndefined();
  });

  it("finds a word by its exact blocks only", () => {
    const words: WordEntry[] = [parseWordLine("Haustür = haus/B tür/B")];
    expect(findEntry(words, [{ text: "haus", category: "basic" }, { text: "tür", category: "basic" }])?.word).toBe("Haustür");
    expect(findEntry(words, [{ text: "haus", category: "prefix" }, { text: "tür", category: "basic" }])).toBeUndefined();
  });
});

describe("the stored game", () => {
  it("keeps valid fields and drops forged or broken ones one by one", async () => {
    const { readStoredGame, emptyGame } = await import("./stored-game");
    expect(readStoredGame(undefined)).toEqual(emptyGame);
    expect(readStoredGame("text")).toEqual(emptyGame);
    const words = [{ word: "Haustür", parts: [{ text: "haus", category: "basic" }, { text: "tür", category: "basic" }] }];
    const categories = [{ id: "prefix", name: "Vorsilbe", colour: "#00aa00" }];
    expect(readStoredGame({ score: 24, built: ["Haustür", 3], level: 3, words, categories })).toEqual({ score: 24, built: ["Haustür"], level: 3, words, categories });
    expect(readStoredGame({ score: -5, level: 9, built: "x" })).toEqual(emptyGame);
    expect(readStoredGame({ score: 1e20 }).score).toBe(0);
    expect(readStoredGame({ words: [{ word: "Haustür", parts: [{ text: "haus", category: "basic" }] }] }).words).toBeUndefined();
    expect(readStoredGame({ words: [{ word: "Haus", parts: [{ text: "haus", category: "result" }] }] }).words).toBeUndefined();
    expect(readStoredGame({ categories: [{ id: "prefix", name: "X", colour: "red" }] }).categories).toBeUndefined();
  });
});

describe("phrases with structure words", () => {
  it("keeps structure words as words of their own: und, mit, articles, pronouns", () => {
    const phrases = builtInWords.filter((word) => word.parts.some((part) => part.category === "structureWord"));
    expect(phrases.length).toBeGreaterThan(30);
    for (const phrase of phrases) {
      const structureWords = phrase.parts.filter((part) => part.category === "structureWord").map((part) => part.text);
      for (const word of structureWords) expect(phrase.word.split(" "), phrase.word).toContain(word);
    }
    expect(builtInWords.find((word) => word.word === "mit Kindern")?.parts.map((part) => part.category)).toEqual(["structureWord", "basic", "inflexion", "inflexion"]);
  });
});
