"use client";

import { useTranslations } from "next-intl";
import ui from "@/components/tool-ui/tool-ui.module.css";
import { POINTS_CORRECT, POINTS_WITHOUT_HINT } from "./model/round";
import type { Board } from "./block-button";
import styles from "./morpheme-game.module.css";

type Feedback = { readonly tone: "success" | "error" | "info"; readonly text: string };

function useFeedback({ game, nameOf }: Board): Feedback | null {
  const t = useTranslations("morphemeGame.feedback");
  const { play, blockByKey } = game;
  const { result, round } = play;
  if (result?.correct) {
    const points = POINTS_CORRECT + (play.hinted ? 0 : POINTS_WITHOUT_HINT);
    const parts = round.target.parts.map((part) => part.text).join(" + ");
    return { tone: "success", text: `${t("correct", { word: round.target.word, parts })} ${t("points", { points })}` };
  }
  if (result) {
    const wrong = result.verdicts.filter((verdict) => verdict === "wrong").length;
    const parts = [
      result.otherWord ? t("otherWord", { word: result.otherWord.word }) : null,
      wrong > 0 ? t("wrongPlaces", { count: String(wrong) }) : null,
      result.missing > 0 ? t("missing", { count: String(result.missing) }) : null,
    ].filter(Boolean);
    return { tone: "error", text: parts.join(" ") };
  }
  const hinted = play.hintKey ? blockByKey.get(play.hintKey) : undefined;
  return hinted ? { tone: "info", text: t("hint", { text: hinted.text, category: nameOf(hinted.category) }) } : null;
}

/** What the last check found, or the hint; read out when it changes. */
export function RoundFeedback({ board }: { board: Board }) {
  const feedback = useFeedback(board);
  return (
    <div className={styles.feedbackArea} aria-live="polite" data-testid="morpheme-feedback">
      {feedback ? (
        <p className={`${ui[feedback.tone]} ${styles.feedback}`} data-tone={feedback.tone}>
          {feedback.text}
        </p>
      ) : null}
    </div>
  );
}
