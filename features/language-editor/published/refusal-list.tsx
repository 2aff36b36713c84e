"use client";

import { useTranslations } from "next-intl";
import { isolated } from "@/lib/format/bidi";
import own from "./published.module.css";
import type { PublishRefusal, TextRow } from "./published-model";
import { useTimeText } from "@/lib/client/use-time-text";

const refusalCodes = ["empty", "tooLong", "markup", "script", "syntax", "placeholders", "pluralForms", "notEditable", "notYours"] as const;
type RefusalCode = (typeof refusalCodes)[number];
const isRefusalCode = (code: string): code is RefusalCode => (refusalCodes as readonly string[]).includes(code);

interface RefusalListProps {
  refusal: PublishRefusal;
  rows: ReadonlyMap<string, TextRow>;
  onRebase: (key: string) => void;
  busy: boolean;
}

/**
 * Why nothing was published: each refused text with its reason (the server's words below the
 * translated one), or each text someone else published meanwhile, who and when, with the way on.
 */
export function RefusalList({ refusal, rows, onRebase, busy }: RefusalListProps) {
  const t = useTranslations("contentEditor.refused");
  const time = useTimeText();
  if ("refusals" in refusal) {
    return (
      <ul className={own.refusals} data-testid="refusals">
        {refusal.refusals.map((entry) => (
          <li key={`${entry.key} ${entry.locale}`}>
            <strong dir="ltr">{entry.key}</strong>: {isRefusalCode(entry.code) ? t(`codes.${entry.code}`) : entry.reason}
            <br />
            <small lang="en" dir="ltr">
              {entry.reason}
            </small>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={own.refusals} data-testid="conflicts">
      {refusal.conflicts.map((entry) => (
        <li key={`${entry.key} ${entry.locale}`}>
          {t("conflict", { key: isolated(entry.key), author: isolated(entry.author), time: time(entry.at) })}{" "}
          {rows.get(entry.key)?.draft ? (
            <button type="button" className={own.link} onClick={() => onRebase(entry.key)} disabled={busy}>
              {t("rebase")}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
