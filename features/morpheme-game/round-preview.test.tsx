// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RoundPreview } from "./round-preview";

const classes = { picture: "picture", sentence: "sentence", gap: "gap", blocks: "blocks", piece: "piece", play: "play" };
const play = { href: "/en/play", label: "Play this round", lang: "en" };

describe("the round preview of the start page", () => {
  it("shows the round's first move: the sentence with its gap empty and a way into the game, the blocks dealt out of order", () => {
    const markup = renderToStaticMarkup(
      <RoundPreview
        pieces={[
          { text: "un", category: "prefix" },
          { text: "glück", category: "basic" },
          { text: "lich", category: "suffix" },
        ]}
        classes={classes}
        play={play}
        blocksLabel="The blocks"
      />,
    );
    const page = new DOMParser().parseFromString(markup, "text/html");
    const sentence = page.querySelector("p.sentence");
    expect(sentence?.getAttribute("lang")).toBe("de");
    // The word is not given away: the gap is an empty slot, no link (round 84: the card's one way
    // into the game is its "Play" link, in the page's language).
    expect(sentence?.textContent).toBe("Ohne seinen Freund ist er .");
    expect(sentence?.querySelector("span.gap")).not.toBeNull();
    expect(page.querySelectorAll("a")).toHaveLength(1);
    const link = page.querySelector("a.play");
    expect(link?.textContent).toBe(play.label);
    expect(link?.getAttribute("href")).toBe("/en/play#morpheme-game-heading");
    expect(link?.getAttribute("lang")).toBe("en");
    const blocks = page.querySelector("ul.blocks");
    expect(blocks?.getAttribute("aria-label")).toBe("The blocks");
    expect([...(blocks?.querySelectorAll(".piece") ?? [])].map((piece) => [piece.textContent, piece.getAttribute("style")])).toEqual([
      ["lich", "--piece:#3b82f6"],
      ["un", "--piece:#22c55e"],
      ["glück", "--piece:#9ca3af"],
    ]);
    // The game's pictogram for the word ("sad": a face), not an empty tile.
    expect(page.querySelector("svg.picture circle")).not.toBeNull();
  });

  it("refuses a word the game has no picture and sentence for", () => {
    expect(() => renderToStaticMarkup(<RoundPreview pieces={[{ text: "xyz", category: "basic" }]} classes={classes} play={play} blocksLabel="" />)).toThrow(/no picture/);
  });
});
