import type { CSSProperties } from "react";
import { morphemeCategoryColour } from "@/lib/tenancy/sites/morpheme-categories";
import type { PageBlock } from "../data/types";

/**
 * A German word as the sum of its parts, each a flat block in its category's colour, the whole word
 * after "=": the start page's example of what a morpheme is, set as the game sets its blocks. Static
 * HTML (its look: app/globals.css, [data-word-sum]), read as "un + glück + lich = unglücklich"; flat, so it does not look like a button to press.
 */
export function WordSumBlock({ block }: { block: Extract<PageBlock, { kind: "wordSum" }> }) {
  return (
    <p lang="de" dir="ltr" data-word-sum="">
      {block.parts.map((part, index) => (
        <span key={part.text}>
          {index > 0 ? <span data-word-sum-sign="">+</span> : null}
          <span data-word-part={part.category} style={{ "--category": morphemeCategoryColour(part.category) } as CSSProperties}>
            {part.text}
          </span>
        </span>
      ))}
      <span>
        <span data-word-sum-sign="">=</span>
        <span data-word-part="result">
          {block.parts.map((part) => part.text).join("")}
        </span>
      </span>
    </p>
  );
}
