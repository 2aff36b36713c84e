"use client";

import { useTranslations } from "next-intl";
import type { RefObject } from "react";
import ui from "@/components/tool-ui/tool-ui.module.css";
import type { GameRound } from "./use-game-round";

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
      <div className={ui.buttonBar}>
        <button ref={nextRef} type="button" className={`${ui.button} ${ui.primary}`} onClick={() => game.newRound()}>
          {t("next")}
        </button>
      </div>
    );
  }
  return (
    <div className={ui.buttonBar}>
      <button
        ref={checkRef}
        type="button"
        className={`${ui.button} ${ui.primary}`}
        onClick={() => {
          if (game.check()) onSolved();
        }}
      >
        {t("check")}
      </button>
      <button type="button" className={ui.button} onClick={game.hint}>
        {t("hint")}
      </button>
      <button type="button" className={ui.button} onClick={game.clear}>
        {t("clear")}
      </button>
    </div>
  );
}
