import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n/locales";
import { META_KEYS, mergeMessages } from "@/lib/i18n/messages";
import { menuOf, sites, routesOf, viewIds, findView } from "@/lib/sites/registry";

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

  it.each(locales.filter((locale) => locale !== "en"))("%s is translated, not an English copy", (locale) => {
    const file = read(locale);
    const own = Object.fromEntries(keysOf(file).map((key) => [key, key.split(".").reduce<unknown>((node, part) => (node as Tree)[part], file)]));
    const same = englishKeys.filter((key) => {
      const value = key.split(".").reduce<unknown>((node, part) => (node as Tree)[part], english);
      return typeof value === "string" && value.length > 12 && own[key] === value;
    });
    expect(same).toEqual([]);
  });

  it("has a title for every page and a title and description for every view", () => {
    const titles = english.paths as Tree;
    for (const id of viewIds) {
      const view = findView(id);
      if (!view) continue;
      for (const route of routesOf(view)) expect(titles, route.page).toHaveProperty(route.page);
      expect(english.sites, id).toHaveProperty([id, "title"]);
      expect(english.sites, id).toHaveProperty([id, "description"]);
    }
    expect(menuOf(sites.syma, { signedIn: true, entitled: true }).every((item) => item.label in titles)).toBe(true);
  });

  it("falls back to English for a missing or empty key", () => {
    const merged = mergeMessages({ a: { b: "English", c: "kept" } }, { a: { b: "", c: "Deutsch" } });
    expect(merged).toEqual({ a: { b: "English", c: "Deutsch" } });
  });
});
