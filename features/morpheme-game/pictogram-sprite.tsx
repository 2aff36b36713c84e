import { pictograms } from "./model/pictograms";
import { pictogramHref } from "./pictogram-id";
import styles from "./morpheme-game.module.css";

/**
 * Every pictogram once, as symbols the game's pictures use: markup of the page, so the drawings
 * add nothing to the game's code.
 */
export function PictogramSprite() {
  return (
    <svg className={styles.sprite} aria-hidden="true" focusable="false">
      {Object.entries(pictograms).map(([id, markup]) => (
        // Our own drawings from model/pictograms.ts, no visitor input.
        <symbol key={id} id={pictogramHref(id).slice(1)} viewBox="0 0 48 48" dangerouslySetInnerHTML={{ __html: markup }} />
      ))}
    </svg>
  );
}
