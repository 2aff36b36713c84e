"use client";

import { useTranslations } from "next-intl";
import type { RefObject } from "react";
import ui from "@/components/tool-ui/tool-ui.module.css";
import type { GameRound } from "./use-game-round";
import styles from "./morpheme-game.module.css";

/** Check, hint and clear while building; "Next word" once the word is right. */
interface GameActionsProps {
  game: GameRound;
  checkRef: RefObject<HTMLButtonElement | null>;
  nextRef: RefObject<HTMLButtonElement | null>;
  /** Called when the checked word is right (focus moves to "Next word"). */
  onSolved: () => void;
}

export function GameActions({ game, checkRef, nextRef, onSolved }: GameActionsProps) {
  const t = useTranslations("morphemeGame.actions");
  if (game.play.solved) {
    return (
      <div className={`${ui.buttonBar} ${styles.actions}`}>
        <button ref={nextRef} type="button" className={`${ui.button} ${ui.primary} ${styles.gameButton} ${styles.mainButton}`} onClick={() => game.newRound()}>
          {t("next")}
        </button>
      </div>
    );
  }
  return (
    <div className={`${ui.buttonBar} ${styles.actions}`}>
      <button
        ref={checkRef}
        type="button"
        className={`${ui.button} ${ui.primary} ${styles.gameButton} ${styles.mainButton}`}
        onClick={() => {
          if (game.check()) onSolved();
        }}
      >
        {t("check")}
      </button>
      <button type="button" className={`${ui.button} ${styles.gameButton}`} onClick={game.hint}>
        {t("hint")}
      </button>
      <button type="button" className={`${ui.button} ${styles.gameButton}`} onClick={game.clear}>
        {t("clear")}
      </button>
    </div>
  );
}
