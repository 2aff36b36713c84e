// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RoundPreview } from "./round-preview";

const classes = { picture: "picture", sentence: "sentence", word: "word", piece: "piece" };

describe("the round preview of the start page", () => {
  it("fills the word's sentence gap with its blocks in their colours, beside the word's picture", () => {
    const markup = renderToStaticMarkup(
      <RoundPreview
        pieces={[
          { text: "un", category: "prefix" },
          { text: "glück", category: "basic" },
          { text: "lich", category: "suffix" },
        ]}
        classes={classes}
      />,
    );
    const page = new DOMParser().parseFromString(markup, "text/html");
    const sentence = page.querySelector("p.sentence");
    expect(sentence?.getAttribute("lang")).toBe("de");
    // Read once as the whole word; the coloured pieces are hidden from screen readers.
    expect(sentence?.textContent).toBe("Ohne seinen Freund ist er unglücklichunglücklich.");
    expect([...(sentence?.querySelectorAll(".piece") ?? [])].map((piece) => [piece.textContent, piece.getAttribute("style")])).toEqual([
      ["un", "--piece:#22c55e"],
      ["glück", "--piece:#9ca3af"],
      ["lich", "--piece:#3b82f6"],
    ]);
    expect(page.querySelector(".visually-hidden")?.textContent).toBe("unglücklich");
    // The game's pictogram for the word ("sad": a face), not an empty tile.
    expect(page.querySelector("svg.picture circle")).not.toBeNull();
  });

  it("refuses a word the game has no picture and sentence for", () => {
    expect(() => renderToStaticMarkup(<RoundPreview pieces={[{ text: "xyz", category: "basic" }]} classes={classes} />)).toThrow(/no picture/);
  });
});
