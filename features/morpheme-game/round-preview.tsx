import type { CSSProperties } from "react";
import { morphemeCategories, type MorphemeCategoryId } from "@/lib/tenancy/sites/morpheme-categories";
import { pictograms } from "./model/pictograms";
import { splitAtGap } from "./model/word-picture";
import { wordPictures } from "./model/word-pictures";

/** The class names of the panel the page shows the round in (the start page's first screen). */
interface RoundPreviewClasses {
  readonly picture?: string;
  readonly sentence?: string;
  readonly word?: string;
  /** The word's blocks together with the marks after them, kept on one line. */
  readonly wordWithMarks?: string;
  readonly piece?: string;
}

interface RoundPreviewProps {
  /** The built-in word, piece by piece, as the game's blocks build it. */
  readonly pieces: readonly { readonly text: string; readonly category: MorphemeCategoryId }[];
  readonly classes: RoundPreviewClasses;
}

const colourOf = (id: MorphemeCategoryId) => morphemeCategories.find((category) => category.id === id)?.colour;

/**
 * A round of the game as it ends: the word's picture and its sentence, the gap filled with the
 * word's coloured blocks. Server markup only; the game itself loads on /play.
 */
export function RoundPreview({ pieces, classes }: RoundPreviewProps) {
  const word = pieces.map((piece) => piece.text).join("");
  const round = wordPictures[word];
  // Thrown while the start page is prerendered, so a word without a picture fails the build.
  if (!round) throw new Error(`the round preview's word "${word}" has no picture and sentence in model/word-pictures.ts`);
  const { before, glued, rest } = splitAtGap(round.sentence);
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
        {/* The blocks and the full stop after them are one unit: a phone never breaks between them. */}
        <span className={classes.wordWithMarks}>
          <span className={classes.word}>
            <span className="visually-hidden">{word}</span>
            {pieces.map((piece) => (
              <span key={piece.text} className={classes.piece} style={{ "--piece": colourOf(piece.category) } as CSSProperties} aria-hidden="true">
                {piece.text}
              </span>
            ))}
          </span>
          {glued}
        </span>
        {rest}
      </p>
    </>
  );
}
