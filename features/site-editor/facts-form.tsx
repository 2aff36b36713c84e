"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useState } from "react";
import { postJson, requestJson } from "@/lib/client/request";
import { useTimeText } from "@/lib/client/use-time-text";
import { applyFactOverrides } from "@/lib/site-facts/fact-overrides";
import type { SiteFactsFile } from "@/lib/site-facts/schema";
import { FactHistory } from "./fact-history";
import { FieldView, type FieldActions } from "./field-view";
import { changesOf, valueAt, withEntryAdded, withEntryRemoved, withInput } from "./model/edit";
import { formFieldsOf } from "./model/form-fields";
import { problemsOf } from "./model/problems";
import controls from "@/components/tool-ui/controls.module.css";
import formStyles from "@/components/tool-ui/form.module.css";
import styles from "./facts-form.module.css";

const API = "/api/content/facts";

interface FactsAnswer {
  readonly site: string;
  readonly build: SiteFactsFile;
  readonly published: readonly { path: string; value: unknown; version: number }[];
  readonly drafts: readonly { path: string; value: unknown; baseVersion: number | null }[];
}

interface Loaded {
  readonly site: string;
  /** What visitors see now: the build's facts with the published changes. */
  readonly published: SiteFactsFile;
  readonly versions: ReadonlyMap<string, number>;
  /** The versions the editor's drafts started from. */
  readonly draftBases: ReadonlyMap<string, number | null>;
}

type Outcome =
  | { kind: "saved" | "published" | "fixFirst" | "nothing" }
  | { kind: "refused"; refusals: readonly { path: string; reason: string }[] }
  | { kind: "conflict"; path: string; author: string; at: number }
  | { kind: "failed"; error: string };

const fetchFacts = () => requestJson<FactsAnswer>(API, { cache: "no-store" });

const overridesOf = (entries: readonly { path: string; value: unknown }[]) => entries.flatMap(({ path, value }) => (value === null ? [] : [{ path, value }]));

/** The editors' form of the site's facts: edit, save a draft on the server, publish to every page. */
export function FactsForm() {
  const t = useTranslations("factsForm");
  const timeText = useTimeText();
  const locale = useLocale();
  const [loaded, setLoaded] = useState<Loaded | { error: string } | undefined>();
  const [edited, setEdited] = useState<unknown>();
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [busy, setBusy] = useState(false);

  const show = useCallback((answer: Awaited<ReturnType<typeof fetchFacts>>) => {
    if (!answer.data || answer.error) {
      setLoaded({ error: answer.error ?? String(answer.status) });
      return;
    }
    const published = applyFactOverrides(answer.data.build, overridesOf(answer.data.published)).data;
    setLoaded({
      site: answer.data.site,
      published,
      versions: new Map(answer.data.published.map((entry) => [entry.path, entry.version])),
      draftBases: new Map(answer.data.drafts.map((draft) => [draft.path, draft.baseVersion])),
    });
    setEdited(applyFactOverrides(published, overridesOf(answer.data.drafts)).data);
  }, []);

  useEffect(() => {
    // The facts come from the server once the form is in the browser (an editor's drafts included).
    let active = true;
    fetchFacts().then((facts) => {
      if (active) show(facts);
    });
    return () => {
      active = false;
    };
  }, [show]);

  const ready = loaded && "published" in loaded ? loaded : undefined;
  const fields = useMemo(() => (edited === undefined ? [] : formFieldsOf(edited)), [edited]);
  const problems = useMemo(() => (edited === undefined ? new Map() : problemsOf(edited)), [edited]);
  const changes = useMemo(() => (ready ? changesOf(fields, ready.published, edited) : []), [fields, ready, edited]);
  const changedPaths = useMemo(() => new Set(changes.map((change) => change.path)), [changes]);
  const refused = outcome?.kind === "refused" ? new Set(outcome.refusals.map((refusal) => refusal.path)) : new Set<string>();

  if (!loaded) return <p className={formStyles.status}>{t("loading")}</p>;
  if (!ready) return <p className={formStyles.statusError}>{t("loadFailed", { error: "error" in loaded ? loaded.error : "" })}</p>;

  const withBases = () =>
    changes.map((change) => ({ ...change, baseVersion: ready.draftBases.has(change.path) ? (ready.draftBases.get(change.path) ?? null) : (ready.versions.get(change.path) ?? null) }));

  const send = async (kind: "drafts" | "publish") => {
    if (kind === "publish" && problems.size > 0) return setOutcome({ kind: "fixFirst" });
    if (kind === "publish" && changes.length === 0) return setOutcome({ kind: "nothing" });
    setBusy(true);
    const answer = await postJson<{ refusals?: { path: string; reason: string }[]; conflicts?: { key: string; author: string; at: number }[] }>(`${API}/${kind}`, {
      changes: withBases(),
    });
    setBusy(false);
    const conflict = answer.data?.conflicts?.[0];
    if (answer.status === 422 && answer.data?.refusals) setOutcome({ kind: "refused", refusals: answer.data.refusals });
    else if (answer.status === 409 && conflict) setOutcome({ kind: "conflict", path: conflict.key, author: conflict.author, at: conflict.at });
    else if (answer.error) setOutcome({ kind: "failed", error: answer.error });
    else {
      setOutcome({ kind: kind === "drafts" ? "saved" : "published" });
      if (kind === "publish") show(await fetchFacts());
    }
  };

  const actions: FieldActions = {
    site: ready?.site ?? "",
    valueOf: (path) => valueAt(edited, path),
    problemOf: (path) => problems.get(path) ?? (refused.has(path) ? { key: "invalid" } : undefined),
    changed: (unit) => changedPaths.has(unit),
    onInput: (field, raw) => setEdited((current: unknown) => withInput(current, field, raw)),
    onAdd: (list) => setEdited((current: unknown) => withEntryAdded(current, list)),
    onRemove: (listPath, index) => setEdited((current: unknown) => withEntryRemoved(current, listPath, index)),
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()} aria-describedby="facts-form-intro">
      <p id="facts-form-intro" className={styles.intro}>
        {t("intro")}
      </p>
      {fields.map((field) => (
        <FieldView key={field.path} field={field} actions={actions} />
      ))}
      <div className={styles.bar}>
        <span className={styles.count}>{t("changes", { count: changes.length })}</span>
        <button type="button" className={controls.button} disabled={busy} onClick={() => void send("drafts")}>
          {t("saveDraft")}
        </button>
        <button type="button" className={`${controls.button} ${controls.primary}`} disabled={busy} onClick={() => void send("publish")}>
          {t("publish")}
        </button>
        {/* The saved drafts on the real page, for the editor alone (the texts' preview lays fact drafts over too). */}
        <a className={controls.button} href={`/${locale}/edit/preview?path=%2F`} target="_blank" rel="noopener" data-testid="facts-preview-link">
          {t("preview")}
        </a>
        <div role="status" aria-live="polite" className={outcome && ["saved", "published"].includes(outcome.kind) ? formStyles.status : formStyles.statusError}>
          {outcome?.kind === "saved" || outcome?.kind === "published" || outcome?.kind === "fixFirst" || outcome?.kind === "nothing" ? t(outcome.kind) : null}
          {outcome?.kind === "failed" ? t("failed", { error: outcome.error }) : null}
          {outcome?.kind === "conflict" ? t("conflict", { path: outcome.path, author: outcome.author, time: timeText(outcome.at) }) : null}
          {outcome?.kind === "refused" ? (
            <>
              {t("refused")}
              <ul className={styles.refusals}>
                {outcome.refusals.map((refusal) => (
                  <li key={refusal.path}>
                    <bdi>{refusal.path}</bdi>: {refusal.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
      <FactHistory published={ready.versions} onRestored={() => void fetchFacts().then(show)} />
    </form>
  );
}
