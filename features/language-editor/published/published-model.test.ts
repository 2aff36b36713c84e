import { describe, expect, it } from "vitest";
import { draftOf, inView, isChanged, publishRefusalSchema, stateOf, textsAnswerSchema, unsavedKeys, versionText, type TextRow } from "./published-model";

const row = (key: string, extra: Partial<TextRow> = {}): TextRow => ({ key, owner: "forum", build: `${key} build`, source: `${key} en`, needsReview: false, mayEdit: true, ...extra });
const published = (value: string | null, version: number) => ({ value, version, author: "Anna", at: 1000 });

describe("the published texts in the editors' language editor", () => {
  it("shows the editor's draft, else the published text, else the build's; a version back at the build's shows the build's", () => {
    const rows = [
      row("a"),
      row("b", { published: published("B live", 3) }),
      row("c", { published: published("C live", 4), draft: { value: "C draft", baseVersion: 4, updatedAt: 5 } }),
      row("d", { published: published(null, 6) }),
      row("e", { draft: { value: null, baseVersion: null, updatedAt: 5 } }),
    ];
    const english = [row("a", { published: published("A in English", 2) }), row("b")];
    const state = stateOf("de", rows, english, { en: "English", de: "Deutsch" });
    expect(state.languages.map((language) => [language.iso, language.name])).toEqual([
      ["en", "English"],
      ["de", "Deutsch"],
    ]);
    expect(state.languages[0]?.texts.get("a")).toBe("A in English");
    expect(Object.fromEntries(state.languages[1]?.texts ?? [])).toEqual({ a: "a build", b: "B live", c: "C draft", d: "d build", e: "e build" });
    expect(stateOf("en", rows, rows, {}).languages.map((language) => language.iso)).toEqual(["en"]);
  });

  it("keeps a draft's base version, starts a new one from the published version, and stores the build's text as no override", () => {
    const live = row("b", { published: published("B live", 3) });
    expect(draftOf(live, "B new")).toEqual({ key: "b", value: "B new", baseVersion: 3 });
    expect(draftOf(live, "b build")).toEqual({ key: "b", value: null, baseVersion: 3 });
    expect(draftOf(row("a"), "A new")).toEqual({ key: "a", value: "A new", baseVersion: null });
    const begun = row("c", { published: published("C newer", 9), draft: { value: "C draft", baseVersion: 4, updatedAt: 5 } });
    expect(draftOf(begun, "C draft 2").baseVersion).toBe(4);
  });

  it("finds the unsaved texts among those the editor may change", () => {
    const rows = [row("a"), row("b", { mayEdit: false }), row("c", { draft: { value: "C draft", baseVersion: null, updatedAt: 1 } })];
    const texts = new Map([
      ["a", "A changed"],
      ["b", "B changed"],
      ["c", "C draft"],
    ]);
    expect(unsavedKeys(rows, texts)).toEqual(["a"]);
  });

  it("filters on review marks, changes from the files and drafts (saved or not)", () => {
    const marked = row("a", { needsReview: true });
    const changed = row("b", { published: published("B live", 3) });
    const back = row("c", { published: published(null, 4) });
    const drafted = row("d", { draft: { value: "x", baseVersion: null, updatedAt: 1 } });
    const all = [marked, changed, back, drafted];
    expect(all.filter((entry) => inView(entry, "needsReview", false)).map((entry) => entry.key)).toEqual(["a"]);
    expect(all.filter((entry) => inView(entry, "changed", false)).map((entry) => entry.key)).toEqual(["b"]);
    expect(all.filter((entry) => inView(entry, "drafts", entry.key === "a")).map((entry) => entry.key)).toEqual(["a", "d"]);
    expect(all.filter((entry) => inView(entry, "all", false))).toHaveLength(4);
    expect([row("f", { mayEdit: false }), marked].filter((entry) => inView(entry, "editable", false)).map((entry) => entry.key)).toEqual(["a"]);
    expect(isChanged(row("e", { published: published("e build", 5) }))).toBe(false);
    expect(versionText(published(null, 4), "the build's")).toBe("the build's");
  });

  it("reads the server's answers only in the shapes it sends", () => {
    expect(textsAnswerSchema.safeParse({ locale: "de", texts: [{ key: "a" }] }).success).toBe(false);
    expect(textsAnswerSchema.safeParse({ locale: "de", texts: [row("a")] }).success).toBe(true);
    expect(publishRefusalSchema.parse({ error: "…", conflicts: [{ key: "a", locale: "de", author: "Ben", at: 1, version: 3 }] })).toEqual({
      conflicts: [{ key: "a", locale: "de", author: "Ben", at: 1 }],
    });
    expect(publishRefusalSchema.safeParse({ error: "…" }).success).toBe(false);
  });
});
