import { expect, it } from "vitest";
import { createAccount } from "@/lib/db/accounts";
import { openListenConnection } from "@/lib/db/chat-notices";
import {
  changeLog,
  CONTENT_CHANNEL,
  confirmTranslation,
  draftsOf,
  latestVersions,
  publish,
  reviewMarks,
  saveDraft,
  versionsOf,
  type PublishInput,
} from "@/lib/db/content";
import { describeEachEngine, useFreshDatabase } from "@/tests/support/databases";

const TITLE = { owner: "forum", kind: "text", key: "content.forum.start.title", locale: "en" } as const;
const SOURCES = ["en", "de"];
const TRANSLATIONS = ["es", "ru", "ar", "lt", "it", "ta"];

describeEachEngine("published content", (engine) => {
  const fresh = useFreshDatabase(engine);

  async function editor(name: string) {
    const created = await createAccount({ site: "forum", userName: name, email: `${name}@example.org`, passwordHash: "x", now: 1 }, fresh.db);
    if (!created.ok) throw new Error("account not created");
    return created.id;
  }
  const publishing = (editorId: number, author: string, entries: PublishInput["entries"], now = 1000): PublishInput => ({
    editor: editorId,
    author,
    entries,
    summary: `${entries.length} text(s)`,
    now,
    sources: SOURCES,
    translations: TRANSLATIONS,
  });

  it("publishes a draft as the first version, drops the draft and lists it in the change log", async () => {
    const anna = await editor("Anna");
    await saveDraft(anna, { ...TITLE, value: "Welcome!", baseVersion: null }, 10, fresh.db);
    expect(await draftsOf(anna, ["forum", "*"], fresh.db)).toMatchObject([{ key: TITLE.key, value: "Welcome!", baseVersion: null }]);
    const result = await publish(publishing(anna, "Anna", [{ ...TITLE, value: "Welcome!", baseVersion: null }]), fresh.db);
    expect(result).toMatchObject({ ok: true, versions: [{ key: TITLE.key, value: "Welcome!", author: "Anna", at: 1000 }] });
    expect(await draftsOf(anna, ["forum"], fresh.db)).toEqual([]);
    const latest = await latestVersions(fresh.db);
    expect(latest.values).toMatchObject([{ ...TITLE, value: "Welcome!" }]);
    expect(latest.version).toBe(latest.values[0]?.version);
    expect(await changeLog(["forum"], 10, undefined, fresh.db)).toMatchObject([{ author: "Anna", at: 1000, keys: [{ key: TITLE.key, locale: "en" }] }]);
  });

  it("refuses a publish from an older base naming who changed the key when, and keeps the refused draft", async () => {
    const anna = await editor("Anna");
    const ben = await editor("Ben");
    const first = await publish(publishing(anna, "Anna", [{ ...TITLE, value: "One", baseVersion: null }]), fresh.db);
    if (!first.ok) throw new Error("first publish refused");
    await saveDraft(ben, { ...TITLE, value: "Two", baseVersion: null }, 1500, fresh.db);
    const second = await publish(publishing(ben, "Ben", [{ ...TITLE, value: "Two", baseVersion: null }], 2000), fresh.db);
    expect(second).toEqual({ ok: false, conflicts: [{ ...TITLE, author: "Anna", at: 1000, version: first.versions[0]?.version }] });
    expect(await draftsOf(ben, ["forum"], fresh.db)).toMatchObject([{ value: "Two" }]);
    expect((await versionsOf(TITLE, fresh.db)).map((version) => version.value)).toEqual(["One"]);
  });

  it("pages the change log: newest first, then the changes older than the last one shown", async () => {
    const anna = await editor("Anna");
    let base: number | null = null;
    for (const [index, value] of ["One", "Two", "Three"].entries()) {
      const result = await publish(publishing(anna, "Anna", [{ ...TITLE, value, baseVersion: base }], 1000 + index), fresh.db);
      if (!result.ok) throw new Error("publish refused");
      base = result.versions[0]?.version ?? null;
    }
    const first = await changeLog(["forum"], 2, undefined, fresh.db);
    expect(first.map((change) => change.at)).toEqual([1002, 1001]);
    const next = await changeLog(["forum"], 2, first[1]?.id, fresh.db);
    expect(next.map((change) => change.at)).toEqual([1000]);
  });

  it("is all or nothing: one conflicting key keeps every other key of the publish unpublished", async () => {
    const anna = await editor("Anna");
    await publish(publishing(anna, "Anna", [{ ...TITLE, value: "One", baseVersion: null }]), fresh.db);
    const other = { ...TITLE, key: "content.forum.start.intro" };
    const result = await publish(publishing(anna, "Anna", [{ ...other, value: "Intro", baseVersion: null }, { ...TITLE, value: "Stale", baseVersion: null }]), fresh.db);
    expect(result.ok).toBe(false);
    expect(await versionsOf(other, fresh.db)).toEqual([]);
    expect(await changeLog(["forum"], 10, undefined, fresh.db)).toHaveLength(1);
  });

  it("a changed English text marks the six translations (not German, a source too) for review until they are published or confirmed", async () => {
    const anna = await editor("Anna");
    await publish(publishing(anna, "Anna", [{ ...TITLE, value: "New", baseVersion: null }]), fresh.db);
    const marked = (await reviewMarks(["forum"], fresh.db)).map((mark) => mark.locale).sort();
    expect(marked).toEqual(["ar", "es", "it", "lt", "ru", "ta"]);
    await publish(publishing(anna, "Anna", [{ ...TITLE, locale: "lt", value: "Nauja", baseVersion: null }]), fresh.db);
    expect(await confirmTranslation({ owner: "forum", key: TITLE.key, locale: "es" }, fresh.db)).toBe(true);
    expect((await reviewMarks(["forum"], fresh.db)).map((mark) => mark.locale).sort()).toEqual(["ar", "it", "ru", "ta"]);
  });

  it.runIf(engine === "postgres")("tells the other replicas at the commit, and never for a refused publish", async () => {
    const anna = await editor("Anna");
    const url = fresh.test.config.engine === "postgres" ? fresh.test.config.url : "";
    const listener = await openListenConnection(url, CONTENT_CHANNEL);
    const payloads: string[] = [];
    await listener.start(
      (payload) => payloads.push(payload),
      () => {},
    );
    try {
      const result = await publish(publishing(anna, "Anna", [{ ...TITLE, value: "One", baseVersion: null }]), fresh.db);
      await publish(publishing(anna, "Anna", [{ ...TITLE, value: "Stale", baseVersion: null }]), fresh.db);
      await expect.poll(() => payloads.length).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(payloads.map((payload) => JSON.parse(payload))).toEqual([{ version: result.ok ? result.versions[0]?.version : -1 }]);
    } finally {
      await listener.close();
    }
  });
});
