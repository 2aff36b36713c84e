"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import styles from "./morpheme-game.module.css";
import type { TeacherToolsProps } from "./teacher-tools";

/** Most players never open it, so its code is fetched when a teacher does. */
const TeacherTools = dynamic(() => import("./teacher-tools").then((module) => module.TeacherTools), { ssr: false });

/** The teachers' corner of the game: closed at first, its tools load when it is opened. */
export function TeacherPanel({ store }: TeacherToolsProps) {
  const t = useTranslations("morphemeGame.teacher");
  const [opened, setOpened] = useState(false);
  return (
    // The shared fold's switch (app/globals.css, .disclosure): its chevron says the box opens, where
    // a plain box with a sentence in it read as a note, not as a door to the teachers' tools (round 80).
    <details className={`disclosure ${styles.teacher}`} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{t("heading")}</summary>
      <p>{t("intro")}</p>
      {opened ? <TeacherTools store={store} /> : null}
    </details>
  );
}
