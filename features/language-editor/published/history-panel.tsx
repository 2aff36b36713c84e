"use client";

import { useTranslations } from "next-intl";
import { isolated } from "@/lib/format/bidi";
import { useEffect, useState } from "react";
import controls from "@/components/tool-ui/controls.module.css";
import { requestJson } from "@/lib/client/request";
import { wordDiff } from "@/lib/content/word-diff";
import { directionOfCode } from "../model/editor-state";
import own from "./published.module.css";
import { historyAnswerSchema, versionText, type TextRow, type TextVersion } from "./published-model";
import { useTimeText } from "@/lib/client/use-time-text";

interface HistoryPanelProps {
  row: TextRow;
  locale: string;
  language: string;
  onClose: () => void;
  /** Restores `version` over the newest one, `base`; `time` names it in the outcome. */
  onRestore: (version: number, base: number | null, time: string) => void;
  busy: boolean;
}

type History = { phase: "failed" } | { phase: "ready"; versions: TextVersion[] };

/** Every published version of one text, newest first, each with its words changed from the one before; older ones can be restored. */
export function HistoryPanel({ row, locale, language, onClose, onRestore, busy }: HistoryPanelProps) {
  const t = useTranslations("contentEditor.history");
  const time = useTimeText();
  // The history read for one text and its newest version: another text, or a new version, is read anew.
  const target = `${row.key} ${locale} ${row.published?.version ?? ""}`;
  const [read, setRead] = useState<{ target: string; history: History } | null>(null);

  useEffect(() => {
    let active = true;
    void requestJson(`/api/content/history?key=${encodeURIComponent(row.key)}&locale=${encodeURIComponent(locale)}`, { cache: "no-store" }).then((result) => {
      const parsed = historyAnswerSchema.safeParse(result.data);
      if (active) setRead({ target, history: result.error || !parsed.success ? { phase: "failed" } : { phase: "ready", versions: parsed.data.versions } });
    });
    return () => {
      active = false;
    };
  }, [row.key, locale, target]);
  const history: History | { phase: "loading" } = read?.target === target ? read.history : { phase: "loading" };

  const dir = directionOfCode(locale);
  return (
    <section className={own.panel} aria-labelledby="history-heading" data-testid="history">
      <h2 id="history-heading">{t("heading", { key: isolated(row.key), language: isolated(language) })}</h2>
      {history.phase === "loading" ? <p role="status">{t("loading")}</p> : null}
      {history.phase === "failed" ? <p role="alert">{t("failed")}</p> : null}
      {history.phase === "ready" && history.versions.length === 0 ? <p className={controls.note}>{t("none")}</p> : null}
      {history.phase === "ready" && history.versions.length > 0 ? (
        <ol className={own.versions}>
          {history.versions.map((version, index) => {
            const older = history.versions[index + 1];
            const before = older ? versionText(older, row.build) : row.build;
            const after = versionText(version, row.build);
            const when = time(version.at);
            return (
              <li key={version.version} className={own.version}>
                <div className={own.versionHead}>
                  <strong>{t("version", { author: isolated(version.author), time: when })}</strong>
                  {index === 0 ? (
                    <span className={controls.note}>{t("current")}</span>
                  ) : !row.mayEdit ? null : (
                    <button type="button" className={own.link} onClick={() => onRestore(version.version, history.versions[0]?.version ?? null, when)} disabled={busy}>
                      {t("restore")}
                    </button>
                  )}
                  {version.value === null ? <span className={controls.note}>{t("buildText")}</span> : null}
                </div>
                <p className={own.diff} lang={locale} dir={dir} aria-label={t("diffLabel")}>
                  {wordDiff(before, after).map((part, position) =>
                    part.kind === "same" ? (
                      <span key={position}>{part.text}</span>
                    ) : part.kind === "added" ? (
                      <ins key={position} className={own.added}>
                        <span className="visually-hidden">{t("added")} </span>
                        {part.text}
                      </ins>
                    ) : (
                      <del key={position} className={own.removed}>
                        <span className="visually-hidden">{t("removed")} </span>
                        {part.text}
                      </del>
                    ),
                  )}
                </p>
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className={controls.actions}>
        <button type="button" className={controls.button} onClick={onClose}>
          {t("close")}
        </button>
      </div>
    </section>
  );
}
