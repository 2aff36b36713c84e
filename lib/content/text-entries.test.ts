import { describe, expect, it } from "vitest";
import { checkChanges, flattenTexts } from "./text-entries";

const english = flattenTexts({ version: "1", paths: { imprint: "Imprint", cv: "CV" }, content: { forum: { title: "Welcome to {place}" } } });
const forumEditor = { site: "forum", scope: { everySite: false, sites: ["forum"] }, english } as const;

describe("an editor's changes before they are published", () => {
  it("pass with their owner when they are the editor's and well formed, also a return to the build's text", () => {
    const result = checkChanges(
      [
        { key: "content.forum.title", locale: "de", value: "Willkommen in {place}", baseVersion: null },
        { key: "content.forum.title", locale: "en", value: null, baseVersion: 4 },
      ],
      forumEditor,
    );
    expect(result).toEqual({
      ok: true,
      changes: [
        { key: "content.forum.title", locale: "de", value: "Willkommen in {place}", baseVersion: null, owner: "forum" },
        { key: "content.forum.title", locale: "en", value: null, baseVersion: 4, owner: "forum" },
      ],
    });
  });

  it("are refused one by one with the key and the reason: unknown keys, shared texts, bad texts", () => {
    const result = checkChanges(
      [
        { key: "content.forum.nothing", locale: "en", value: "x", baseVersion: null },
        { key: "version", locale: "en", value: "2", baseVersion: null },
        { key: "paths.imprint", locale: "en", value: "Legal", baseVersion: null },
        { key: "content.forum.title", locale: "en", value: "<b>Hi</b> {place}", baseVersion: null },
      ],
      forumEditor,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.refusals.map((refusal) => [refusal.key, refusal.code])).toEqual([
      ["content.forum.nothing", "notEditable"],
      ["version", "notEditable"],
      ["paths.imprint", "notYours"],
      ["content.forum.title", "markup"],
    ]);
    expect(result.refusals[2]?.reason).toContain("only an editor of every site");
  });

  it("lets an editor of every site change the shared texts", () => {
    const result = checkChanges([{ key: "paths.imprint", locale: "en", value: "Legal notice", baseVersion: null }], { ...forumEditor, scope: { everySite: true } });
    expect(result).toMatchObject({ ok: true, changes: [{ owner: "*" }] });
  });
});
