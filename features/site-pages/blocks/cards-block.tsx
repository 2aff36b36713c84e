import type { CardMark } from "../data/types";
import type { BlockProps } from "./block-types";
import { blockTexts } from "./site-texts";

/**
 * Small line drawings in the style of the site's pictures (ink lines in the page's colours, the
 * flame in its own), one above each card's label: what a pillar of a committee's work stands for.
 */
function Mark({ mark }: { mark: CardMark }) {
  return (
    <svg data-card-mark="" viewBox="0 0 64 48" aria-hidden="true" focusable="false">
      <g fill="none" stroke="var(--text)" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {mark === "dove" ? (
          <>
            {/* a dove in flight with an olive twig in its beak */}
            <path d="M10 27q4-5 10-4q10 1 20 4l14-4q-3 7-12 10q-8 4-18 3q-9-1-14-5z" fill="var(--bg)" />
            <path d="M24 25q-1-12 10-20q3 10 8 21" fill="var(--bg)" />
            <circle cx="14" cy="26" r="0.9" fill="var(--text)" stroke="none" />
            <path d="M10 27l-5 1.5l5 1" />
            <path d="M6 29q-1 6 3 10" stroke="var(--accent)" />
            <path d="M7 33q-4 0-5 3q3 1 5-3zM8 37q4-1 6 2q-4 2-6-2z" fill="var(--accent)" stroke="var(--accent)" strokeWidth="1" />
          </>
        ) : mark === "candle" ? (
          <>
            {/* a candle with its flame and glow */}
            <circle cx="32" cy="14" r="10" fill="#fbbf24" stroke="none" opacity="0.22" />
            <path d="M32 6q-5 6 0 12q5-6 0-12z" fill="#f59e0b" stroke="#b45309" strokeWidth="1.4" />
            <path d="M32 18v3" />
            <rect x="26" y="21" width="12" height="21" rx="1.5" fill="var(--bg)" />
            <path d="M18 44h28" stroke="var(--accent)" />
          </>
        ) : (
          <>
            {/* two open hands held out together, a seedling in them */}
            <path d="M4 30q8 0 12 5q4 5 10 6h5v-5q-5-1-8-4l-7-9q-2-3-4 0" fill="var(--bg)" />
            <path d="M60 30q-8 0-12 5q-4 5-10 6h-5v-5q5-1 8-4l7-9q2-3 4 0" fill="var(--bg)" />
            <path d="M32 10q-5 5 0 14q5-9 0-14z" fill="var(--accent)" stroke="var(--accent)" />
            <path d="M32 24v6" stroke="var(--accent)" />
          </>
        )}
      </g>
    </svg>
  );
}

/**
 * A few things side by side as cards, each with its label and a short text
 * (`content.<site>.blocks.<id>.items.<item>.label`, `.text`) and, where declared, a small drawing:
 * a section's list (the pillars of a committee's work, the offers of a portfolio) read as separate
 * pieces rather than as one more paragraph. Stacked on a phone. Its look is in app/globals.css, by
 * its data attributes, beside the pages that show it (in blocks.module.css it moved the start
 * pages' style modules into a fourth sheet).
 */
export async function CardsBlock({ block, context }: BlockProps<"cards">) {
  const t = await blockTexts(context, block.id);
  return (
    <ul data-cards="" data-card-count={block.items.length}>
      {block.items.map((item) => (
        <li key={item.id} data-card={item.id}>
          {item.mark ? <Mark mark={item.mark} /> : null}
          {/* One level under the section's h2 the cards stand under (an h4 there skipped a level). */}
          <h3>{t(`items.${item.id}.label`)}</h3>
          <p>{t(`items.${item.id}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}
