"use client";

import { useTranslations } from "next-intl";
import ui from "@/components/tool-ui/tool-ui.module.css";
import type { GameStore } from "./use-game-store";
import styles from "./morpheme-game.module.css";

/** The words built so far, newest first, and the way to start over (asked first). */
export function BuiltWords({ store, confirm }: { store: GameStore; confirm: (message: string) => Promise<boolean> }) {
  const t = useTranslations("morphemeGame");
  return (
    <section className={styles.wordList} aria-labelledby="morpheme-words-heading">
      <h3 id="morpheme-words-heading">{t("wordListHeading")}</h3>
      {store.built.length === 0 ? (
        <p>{t("wordListEmpty")}</p>
      ) : (
        <ul lang="de">
          {store.built.map((word) => (
            <li key={word}>{word}</li>
          ))}
        </ul>
      )}
      {store.built.length > 0 || store.score > 0 ? (
        <button
          type="button"
          className={ui.button}
          onClick={async () => {
            if (await confirm(t("confirmReset"))) store.resetProgress();
          }}
        >
          {t("resetProgress")}
        </button>
      ) : null}
    </section>
  );
}
