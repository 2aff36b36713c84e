import type { CSSProperties } from "react";
import { morphemeCategoryColour, type MorphemeCategoryId } from "@/lib/tenancy/sites/morpheme-categories";
import { gameHeadingId } from "./game-anchor";
import { pictograms } from "./model/pictograms";
import { splitAtGap } from "./model/word-picture";
import { wordPictures } from "./model/word-pictures";

/** The class names of the panel the page shows the round in (the start page's first screen). */
interface RoundPreviewClasses {
  readonly picture?: string;
  readonly sentence?: string;
  /** The empty slot in the sentence. */
  readonly gap?: string;
  /** The gap together with the marks after it, kept on one line. */
  readonly gapWithMarks?: string;
  /** The round's blocks, shuffled, under the sentence. */
  readonly blocks?: string;
  readonly piece?: string;
  /** The way into the game under the blocks. */
  readonly play?: string;
}

interface RoundPreviewProps {
  /** The built-in word, piece by piece, as the game's blocks build it. */
  readonly pieces: readonly { readonly text: string; readonly category: MorphemeCategoryId }[];
  readonly classes: RoundPreviewClasses;
  /** Where the card leads: the game's page (to its board), and what its link says (in the page's language). */
  readonly play: { readonly href: string; readonly label: string; readonly lang: string };
  /** The name of the list of blocks, for screen readers. */
  readonly blocksLabel: string;
}

/**
 * A round of the game at its first move: the word's picture and its sentence with the gap still
 * empty, and the word's blocks out of order under it, as the game deals them, then a "Play" link
 * into the game (the card's styles stretch it over the whole card). Server markup only; the game
 * itself loads on /play.
 */
export function RoundPreview({ pieces, classes, play, blocksLabel }: RoundPreviewProps) {
  const word = pieces.map((piece) => piece.text).join("");
  const round = wordPictures[word];
  // Thrown while the start page is prerendered, so a word without a picture fails the build.
  if (!round) throw new Error(`the round preview's word "${word}" has no picture and sentence in model/word-pictures.ts`);
  const { before, lead, glued, rest } = splitAtGap(round.sentence);
  // Dealt as a puzzle, never in the word's order: the last piece first.
  const dealt = pieces.length > 1 ? [pieces[pieces.length - 1]!, ...pieces.slice(0, -1)] : pieces;
  return (
    <>
      <svg
        className={classes.picture}
        viewBox="0 0 48 48"
        aria-hidden="true"
        focusable="false"
        // Our own drawing from model/pictograms.ts, no visitor input.
        dangerouslySetInnerHTML={{ __html: pictograms[round.picture] }}
      />
      <p className={classes.sentence} lang="de" dir="ltr">
        {before}
        {/* The word before the gap, the gap and the full stop after it are one unit: a line never
            breaks between them (a lone "." or a gap cut off from its word read as a stray mark). */}
        <span className={classes.gapWithMarks} data-gap-unit="">
          {lead}
          {/* A slot to look at, not a control: an empty link in the sentence read as no control at
              all (round 84); the card's one link is the "Play" under the blocks. */}
          <span className={classes.gap} data-round-gap="" />
          {glued}
        </span>
        {rest}
      </p>
      <ul className={classes.blocks} role="list" aria-label={blocksLabel} lang="de" dir="ltr">
        {dealt.map((piece) => (
          <li key={piece.text} className={classes.piece} style={{ "--piece": morphemeCategoryColour(piece.category) } as CSSProperties}>
            {piece.text}
          </li>
        ))}
      </ul>
      <a className={classes.play} href={`${play.href}#${gameHeadingId}`} lang={play.lang} data-round-play="">
        {play.label}
      </a>
    </>
  );
}
