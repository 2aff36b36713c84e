import styles from "./morpheme-game.module.css";

/** The name of an area of the board with a line on how to use it. */
export function AreaHeading({ id, title, hint }: { id: string; title: string; hint: string }) {
  return (
    <>
      <h3 id={id}>{title}</h3>
      <p className={styles.areaHint}>{hint}</p>
    </>
  );
}
