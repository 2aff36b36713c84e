import { copyFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, it } from "vitest";
import { createAccount } from "@/lib/db/accounts";
import { backupSqlite } from "@/lib/db/backup";
import { latestVersions, publish, type PublishInput } from "@/lib/db/content";
import { DATABASE_FILE } from "@/lib/db/engine";
import { openDatabase } from "@/lib/db/open";
import { describeEachEngine, useFreshDatabase } from "@/tests/support/databases";
import { siteIds } from "@/lib/tenancy/sites/types";
import { exportPublished, factsFilePath } from "./export";

const root = resolve(import.meta.dirname, "../..");
const repositoryFile = (path: string) => JSON.parse(readFileSync(join(root, path), "utf8")) as Record<string, unknown>;
const entry = (owner: string, kind: "text" | "fact", key: string, locale: string, value: string | null) => ({ owner, kind, key, locale, value, baseVersion: null });

describeEachEngine("npm run content:export", (engine) => {
  const fresh = useFreshDatabase(engine);

  async function published(entries: PublishInput["entries"]) {
    const created = await createAccount({ site: "forum", userName: "editor", email: "editor@example.org", passwordHash: "x", now: 1 }, fresh.db);
    if (!created.ok) throw new Error("account not created");
    const result = await publish({ editor: created.id, author: "editor", entries, summary: "test", now: 1000, sources: [], translations: [] }, fresh.db);
    if (!result.ok) throw new Error("not published");
  }

  it("writes the build's files with every published text and fact laid over them, and names what the files cannot hold", async () => {
    await published([
      entry("forum", "text", "heroes.forum.tagline", "de", "Neu gefasst"),
      entry("*", "text", "auth.notEntitled.heading", "en", "Members only"),
      entry("forum", "text", "paths.imprint", "en", "Forum imprint"),
      entry("forum", "fact", "facts/cafeFrom/value", "", JSON.stringify("15:30")),
      entry("forum", "fact", "events/2025", "", JSON.stringify([{ title: "forumMeeting", date: "2025-02-01", start: "19:00", place: "parishHall" }])),
    ]);
    const out = mkdtempSync(join(tmpdir(), "content-export-"));
    const result = await exportPublished(fresh.db, root, out);

    expect(result.changed).toEqual(["messages/en.json", "messages/de.json", factsFilePath("forum")]);
    expect(result.unchanged).toHaveLength(8 - 2 + 10 - 1);
    expect(result.left).toEqual(["paths.imprint (en): the version of forum only, kept in the database"]);

    const german = JSON.parse(readFileSync(join(out, "messages/de.json"), "utf8")) as { heroes: { forum: { tagline: string } } };
    expect(german.heroes.forum.tagline).toBe("Neu gefasst");
    // Everything else, its order and the file's layout stay as the repository has them.
    const build = repositoryFile("messages/de.json") as { heroes: { forum: Record<string, unknown> } };
    expect(Object.keys(german)).toEqual(Object.keys(build));
    expect({ ...german.heroes.forum, tagline: build.heroes.forum.tagline }).toEqual(build.heroes.forum);
    const english = JSON.parse(readFileSync(join(out, "messages/en.json"), "utf8")) as { auth: { notEntitled: { heading: string } }; paths: { imprint: string } };
    expect(english.auth.notEntitled.heading).toBe("Members only");
    expect(english.paths.imprint).toBe((repositoryFile("messages/en.json").paths as { imprint: string }).imprint);

    const forum = JSON.parse(readFileSync(join(out, factsFilePath("forum")), "utf8")) as { facts: { cafeFrom: unknown }; events: Record<string, unknown[]> };
    expect(forum.facts.cafeFrom).toEqual({ kind: "time", value: "15:30" });
    expect(forum.events["2025"]).toHaveLength(1);
    expect(forum.events["2024"]).toEqual((repositoryFile(factsFilePath("forum")).events as Record<string, unknown>)["2024"]);
    expect(readFileSync(join(out, factsFilePath("syma")), "utf8")).toBe(readFileSync(join(root, factsFilePath("syma")), "utf8"));
  });

  it("writes the build's value again for a fact published back to it", async () => {
    await published([entry("forum", "fact", "facts/cafeFrom/value", "", null)]);
    const out = mkdtempSync(join(tmpdir(), "content-export-"));
    expect((await exportPublished(fresh.db, root, out)).changed).toEqual([]);
  });

  if (engine === "sqlite") {
    it("npm run db:backup keeps the published versions", async () => {
      await published([entry("forum", "fact", "facts/cafeFrom/value", "", JSON.stringify("15:45"))]);
      const target = join(mkdtempSync(join(tmpdir(), "content-backup-")), "copy.sqlite");
      const dataDir = (fresh.test.config as { dataDir: string }).dataDir;
      await backupSqlite(dataDir, target);
      const restoredDir = mkdtempSync(join(tmpdir(), "content-restored-"));
      copyFileSync(target, join(restoredDir, DATABASE_FILE));
      const restored = await openDatabase({ engine: "sqlite", dataDir: restoredDir });
      expect((await latestVersions(restored)).values.map((value) => [value.key, value.value])).toEqual([["facts/cafeFrom/value", '"15:45"']]);
      await restored.destroy();
    });
  }
});

it("the repository's language and facts files are laid out as the export writes them, so a copied-in export changes only what was published", () => {
  const paths = [...["en", "de", "es", "ru", "ar", "lt", "it", "ta"].map((locale) => `messages/${locale}.json`), ...siteIds.map(factsFilePath)];
  for (const path of paths) {
    const text = readFileSync(join(root, path), "utf8");
    expect(text, path).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
  }
});
