"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { postJson, requestJson } from "@/lib/client/request";
import { useTimeText } from "@/lib/client/use-time-text";
import controls from "@/components/tool-ui/controls.module.css";
import formStyles from "@/components/tool-ui/form.module.css";
import styles from "./facts-form.module.css";

interface FactVersion {
  readonly version: number;
  readonly author: string;
  readonly at: number;
  /** null: the build's value again. */
  readonly value: unknown;
}

const API = "/api/content/facts";

/** A value as the history shows it: text as it is, records and lists as compact JSON. */
const shown = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/**
 * The published facts' history, one fact at a time: every version with who and when, what it
 * changed (the value before it and its own), and "Restore" to publish an older one again.
 */
export function FactHistory({ published, onRestored }: { published: ReadonlyMap<string, number>; onRestored: () => void }) {
  const t = useTranslations("factsForm.history");
  const timeText = useTimeText();
  const [open, setOpen] = useState<{ path: string; versions: readonly FactVersion[] } | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  if (published.size === 0) return null;

  const load = async (path: string) => {
    const answer = await requestJson<{ versions: FactVersion[] }>(`${API}/history?path=${encodeURIComponent(path)}`, { cache: "no-store" });
    if (answer.error) setStatus(answer.error);
    if (answer.data) setOpen({ path, versions: answer.data.versions });
  };
  const restore = async (path: string, version: number, newest: number) => {
    const answer = await postJson(`${API}/restore`, { path, version, baseVersion: newest });
    if (answer.error) return setStatus(answer.error);
    onRestored();
    await load(path);
    setStatus(t("restored"));
  };
  const value = (entry: FactVersion) => (entry.value === null ? t("build") : shown(entry.value));

  return (
    <section className={styles.history} aria-labelledby="fact-history-heading">
      <h2 id="fact-history-heading">{t("heading")}</h2>
      <ul>
        {[...published.keys()].map((path) => (
          <li key={path}>
            <bdi className={styles.path}>{path}</bdi>{" "}
            <button type="button" className={controls.button} onClick={() => void load(path)} aria-expanded={open?.path === path}>
              {t("show")}
            </button>
          </li>
        ))}
      </ul>
      {open ? (
        <ol className={styles.versions} aria-label={open.path}>
          {open.versions.map((entry, index) => {
            const before = open.versions[index + 1];
            const newest = open.versions[0]?.version ?? entry.version;
            return (
              <li key={entry.version} data-version={entry.version}>
                <p>
                  <bdi>{entry.author}</bdi>, {timeText(entry.at)}
                  {index === 0 ? ` · ${t("current")}` : null}
                </p>
                <p>
                  <del>{before ? value(before) : t("build")}</del> <span className={styles.arrow}>→</span> <ins>{value(entry)}</ins>
                </p>
                {index > 0 ? (
                  <button type="button" className={controls.button} onClick={() => void restore(open.path, entry.version, newest)}>
                    {t("restore")}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      {status ? (
        <p role="status" className={formStyles.status}>
          {status}
        </p>
      ) : null}
    </section>
  );
}
