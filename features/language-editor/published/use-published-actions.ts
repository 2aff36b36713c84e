"use client";

import { useMessages, useTranslations } from "next-intl";
import { useState } from "react";
import { errorText, type ErrorTexts } from "@/components/forms/error-text";
import type { Status } from "@/components/tool-ui/status-line";
import { downloadFile as saveDownload } from "@/lib/client/download-file";
import { postJson, requestJson, type RequestResult } from "@/lib/client/request";
import { appendLog } from "@/lib/client/storage/log";
import { REFERENCE, downloadFile, serverSet } from "../model/editor-state";
import { flattenFile } from "../model/language-file";
import { draftOf, publishRefusalSchema, publishedText, type PublishRefusal, type TextRow } from "./published-model";

interface ActionContext {
  readonly locale: string;
  readonly rows: readonly TextRow[];
  /** The texts in the table, by key. */
  readonly texts: ReadonlyMap<string, string>;
  readonly unsaved: readonly string[];
  /** Reads the texts again; resolves to the new rows. */
  readonly reload: () => Promise<TextRow[]>;
}

/** What the editor's buttons do with the server: each reports its outcome in the status line. */
export function usePublishedActions({ locale, rows, texts, unsaved, reload }: ActionContext) {
  const t = useTranslations("contentEditor");
  const errorsT = useTranslations("auth.errors");
  const errors = useMessages().auth.errors;
  const errorTexts: ErrorTexts = { text: (code, values) => errorsT(code, values), isCode: (code): code is keyof typeof errors => Object.hasOwn(errors, code) };
  const [status, setStatus] = useState<Status>(null);
  const [refusal, setRefusal] = useState<PublishRefusal | null>(null);
  const [busy, setBusy] = useState(false);
  const rowOf = (key: string) => rows.find((row) => row.key === key);

  const fail = (result: RequestResult) => setStatus({ kind: "error", text: errorText(result, errorTexts) });

  async function run(task: () => Promise<void>) {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  }

  /** Saves the unsaved texts as drafts, one after the other; false when one was refused. */
  async function saveUnsaved(): Promise<boolean> {
    for (const key of unsaved) {
      const row = rowOf(key);
      if (!row) continue;
      const result = await postJson("/api/content/drafts", { ...draftOf(row, texts.get(key) ?? ""), locale });
      if (result.error) {
        fail(result);
        return false;
      }
    }
    return true;
  }

  /** One write, then the texts read again and `done` said; a refusal is said instead. */
  function postThenReload(url: string, body: unknown, done: string): Promise<void> {
    return run(async () => {
      const result = await postJson(url, body);
      if (result.error) return fail(result);
      await reload();
      setStatus({ kind: "done", text: done });
    });
  }

  async function publish(keys: readonly string[] | "all", current: readonly TextRow[]): Promise<void> {
    const chosen = keys === "all" ? current.filter((row) => row.draft).map((row) => row.key) : keys;
    const changes = chosen.flatMap((key) => {
      const draft = current.find((row) => row.key === key)?.draft;
      return draft ? [{ key, locale, value: draft.value, baseVersion: draft.baseVersion }] : [];
    });
    if (changes.length === 0) return setStatus({ kind: "error", text: t("done.nothingToPublish") });
    const result = await postJson("/api/content/publish", { changes });
    if (result.status === 409 || result.status === 422) {
      const parsed = publishRefusalSchema.safeParse(result.data);
      if (parsed.success) {
        setRefusal(parsed.data);
        setStatus({ kind: "error", text: t(result.status === 409 ? "refused.conflictsHeading" : "refused.heading") });
        await reload();
        return;
      }
    }
    if (result.error) return fail(result);
    appendLog("action", `Texts: published ${changes.length} in ${locale}`);
    setStatus({ kind: "done", text: t("done.published", { count: changes.length }) });
    await reload();
  }

  return {
    status,
    refusal,
    busy,
    save: () =>
      run(async () => {
        setRefusal(null);
        if (unsaved.length === 0) return setStatus({ kind: "done", text: t("done.nothingToSave") });
        const count = unsaved.length;
        if (!(await saveUnsaved())) return;
        await reload();
        setStatus({ kind: "done", text: t("done.saved", { count }) });
      }),
    /** Publishes the drafts of `keys`, or all of this language (after saving what is unsaved): all or nothing. */
    publish: (keys: readonly string[] | "all") =>
      run(async () => {
        setRefusal(null);
        let current = rows;
        if (unsaved.length > 0) {
          if (!(await saveUnsaved())) return;
          // The drafts just saved are read back, with the versions they are based on.
          current = await reload();
        }
        await publish(keys, current);
      }),
    discard: (key: string) => postThenReload("/api/content/drafts/discard", { key, locale }, t("done.discarded")),
    confirm: (key: string) => postThenReload("/api/content/confirm", { key, locale }, t("done.confirmed")),
    /** Keeps the editor's draft over the text someone else published meanwhile: the newest version becomes its base. */
    rebase: (key: string) => {
      const row = rowOf(key);
      if (!row?.draft) return Promise.resolve();
      setRefusal(null);
      return postThenReload("/api/content/drafts", { key, locale, value: row.draft.value, baseVersion: row.published?.version ?? null }, t("done.rebased", { key }));
    },
    restore: (key: string, version: number, baseVersion: number | null, time: string) =>
      run(async () => {
        const result = await postJson("/api/content/restore", { key, locale, version, baseVersion });
        if (result.status === 409 || result.status === 422) {
          const parsed = publishRefusalSchema.safeParse(result.data);
          if (parsed.success) setRefusal(parsed.data);
        }
        if (result.error) return fail(result);
        await reload();
        setStatus({ kind: "done", text: t("done.restored", { time }) });
      }),
    /** messages/<locale>.json as the site shows it: the build's file with every published text laid over it. */
    download: () =>
      run(async () => {
        const files = await Promise.all(
          [...new Set([REFERENCE, locale])].map(async (code) => {
            const result = await requestJson(`/api/messages/${code}`);
            const flat = result.error ? undefined : flattenFile(result.data);
            return flat?.ok ? ([code, flat.file] as const) : undefined;
          }),
        );
        const loaded = files.filter((file) => file !== undefined);
        const own = loaded.find(([code]) => code === locale)?.[1];
        if (loaded.length !== files.length || !own) return setStatus({ kind: "error", text: t("done.downloadFailed") });
        const server = serverSet(new Map(loaded));
        const published = new Map(rows.filter((row) => row.published && row.published.value !== null).map((row) => [row.key, publishedText(row)]));
        const language = { iso: locale, name: own.meta.name, added: false, texts: new Map(server.keys.map((key) => [key, published.get(key) ?? own.texts.get(key) ?? ""])) };
        const file = downloadFile(language, server);
        saveDownload(file.text, file.fileName, "application/json;charset=utf-8");
        appendLog("action", `Texts: downloaded ${file.fileName}`);
        setStatus({ kind: "done", text: t("done.downloaded", { file: file.fileName }) });
      }),
  };
}
