import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n/locales";
import { META_KEYS, mergeMessages } from "@/lib/i18n/messages";
import { menuOf, sites, routesOf, viewIds, findView } from "@/lib/tenancy/sites/registry";

type Tree = { [key: string]: unknown };
const read = (locale: string): Tree => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));

function keysOf(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value && typeof value === "object" && !Array.isArray(value) ? keysOf(value as Tree, path) : [path];
  });
}

const english = read("en");
const englishKeys = keysOf(english).sort();

describe("language files", () => {
  it.each(locales)("%s has exactly the keys of en", (locale) => {
    expect(keysOf(read(locale)).sort()).toEqual(englishKeys);
  });

  it.each(locales)("%s carries name, version and a dependency list", (locale) => {
    const file = read(locale);
    for (const key of META_KEYS) expect(file).toHaveProperty(key);
    expect(typeof file.name).toBe("string");
    expect(file.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Array.isArray(file.dependencies)).toBe(true);
  });

  // Every text, also inside arrays (the paragraphs of the articles), wherever it stands.
  const textsOf = (node: unknown): string[] =>
    typeof node === "string"
      ? [node]
      : Array.isArray(node)
        ? node.flatMap(textsOf)
        : node && typeof node === "object"
          ? Object.entries(node).flatMap(([key, value]) => ((META_KEYS as readonly string[]).includes(key) ? [] : textsOf(value)))
          : [];
  // Placeholders such as "{visitDate}" are the same in every language; only words count.
  const words = (text: string) => text.replace(/\{\w+\}/g, "").trim();
  const englishTexts = new Set(textsOf(english).filter((text) => words(text).length > 12));

  it.each(locales.filter((locale) => locale !== "en"))("%s repeats no English text of more than 12 characters", (locale) => {
    const copies = [...new Set(textsOf(read(locale)).filter((text) => englishTexts.has(text)))];
    expect(copies).toEqual([]);
  });

  it("finds an English copy planted deep inside a list", () => {
    const [someEnglish] = englishTexts;
    expect(textsOf({ deep: [{ list: [someEnglish] }] }).filter((text) => englishTexts.has(text))).toEqual([someEnglish]);
  });

  it("has a title for every page and a title and description for every view", () => {
    const titles = english.paths as Tree;
    for (const id of viewIds) {
      const view = findView(id);
      if (!view) continue;
      for (const route of routesOf(view)) expect(titles, route.page).toHaveProperty(route.page);
      expect(english.sites, id).toHaveProperty([id, "title"]);
      expect(english.sites, id).toHaveProperty([id, "shortTitle"]);
      expect(english.sites, id).toHaveProperty([id, "description"]);
    }
    expect(menuOf(sites.syma, { signedIn: true, entitled: true }).every((item) => item.label in titles)).toBe(true);
  });

  it("keeps a legal reference in Latin letters in one left-to-right run inside Arabic text (§ 5 DDG, not DDG 5 §)", () => {
    const strings = (value: unknown): string[] =>
      typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];
    const references = strings(read("ar")).filter((text) => text.includes("§"));
    expect(references.length).toBeGreaterThan(0);
    for (const text of references) expect(text, text).toMatch(/\u2066§[^\u2069]*\u2069/);
  });

  it("addresses the Italian reader with tu everywhere, never voi (messages/README.md)", () => {
    const strings = (value: unknown): string[] =>
      typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];
    // Pronouns and verb forms that only the plural address uses.
    const voi = /\b(voi|vostr[aeio]|potete|vedete|avevate|Chiedete|Inserite|Compilate|Ricaricate|Riprovate|Scegliete|Cambiate|Modificate)\b/;
    expect(strings(read("it")).filter((text) => voi.test(text))).toEqual([]);
  });

  it("never joins a case suffix to a site's name in Tamil ({site}-இன்): a name such as குடும்ப அடக்க அறை takes none", () => {
    // The name is a phrase of its own; the suffix goes on a word beside it ("{site} தளத்தின்").
    expect(textsOf(read("ta")).filter((text) => /\{site\}[^\s:,.—–)]/.test(text))).toEqual([]);
  });

  it.each(locales)("%s never lets a range of numbers break after its dash ((1867– / 1938))", (locale) => {
    // An en dash allows a line break after it; the word joiner (messages/README.md) takes that back.
    expect(textsOf(read(locale)).filter((text) => /\d–(?!\u2060)\d/.test(text))).toEqual([]);
  });

  it("never lets a Tamil number break from its case ending (2001- / இல்)", () => {
    expect(textsOf(read("ta")).filter((text) => /\d-(?!\u2060)[\u0B80-\u0BFF]/.test(text))).toEqual([]);
  });

  it("falls back to English for a missing or empty key", () => {
    const merged = mergeMessages({ a: { b: "English", c: "kept" } }, { a: { b: "", c: "Deutsch" } });
    expect(merged).toEqual({ a: { b: "English", c: "Deutsch" } });
  });
});
