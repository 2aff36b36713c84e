import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { locales, type Locale } from "@/lib/i18n/locales";
import { checkText, MAX_TEXT_LENGTH } from "./text-checks";

type Tree = { [key: string]: unknown };
const readMessages = (locale: Locale): Tree => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
const flatten = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([name, value]): [string, string][] =>
    typeof value === "string" ? [[`${prefix}${name}`, value]] : value && typeof value === "object" ? flatten(value as Tree, `${prefix}${name}.`) : [],
  );

const key = "content.forum.start.title";
const check = (value: string, english = "Welcome to {place}", locale: "en" | "de" | "ru" = "de") => checkText({ key, locale, value, english });

describe("checks of a text before it is published", () => {
  it("lets a good translation through, with the English text's own rich-text tags", () => {
    expect(check("Willkommen in {place}")).toBeUndefined();
    expect(check("Mehr <b>lesen</b>", "Read <b>more</b>")).toBeUndefined();
  });

  it("refuses empty and over-long texts, naming the key and the limit", () => {
    expect(check("  ")).toMatchObject({ code: "empty", reason: expect.stringContaining(key) });
    const long = check(`{place} ${"x".repeat(MAX_TEXT_LENGTH)}`);
    expect(long).toMatchObject({ code: "tooLong" });
    expect(long?.reason).toContain("2000");
  });

  it("refuses HTML and script addresses, also a tag the English text does not have", () => {
    expect(check("<script>alert(1)</script> {place}")).toMatchObject({ code: "markup", reason: expect.stringContaining(key) });
    expect(check('<img src=x onerror="x"> {place}')).toMatchObject({ code: "markup" });
    expect(check("Mehr <b onclick=x>lesen</b>", "Read <b>more</b>")).toMatchObject({ code: "markup" });
    expect(check("Mehr <i>lesen</i>", "Read <b>more</b>")).toMatchObject({ code: "markup" });
    expect(check("Klick JavaScript :alert(1) {place}")).toMatchObject({ code: "script" });
  });

  it("refuses broken message syntax and placeholders that differ from English", () => {
    expect(check("Willkommen in {place")).toMatchObject({ code: "syntax" });
    expect(check("Willkommen in {ort}")).toMatchObject({ code: "placeholders", reason: expect.stringMatching(/missing place.*not in English ort/) });
    expect(check("Willkommen")).toMatchObject({ code: "placeholders" });
  });

  it("wants the plural forms of the language, with other, where English counts", () => {
    const english = "{count, plural, one {# room} other {# rooms}}";
    expect(check("{count, plural, one {# Zimmer} other {# Zimmer}}", english)).toBeUndefined();
    expect(check("{count, plural, one {# комната} few {# комнаты} many {# комнат} other {# комнаты}}", english, "ru")).toBeUndefined();
    expect(check("{count, plural, one {# Zimmer}}", english)).toMatchObject({ code: "pluralForms", reason: expect.stringContaining('"other"') });
    expect(check("{count, plural, one {# Zimmer} few {# Zimmer} other {# Zimmer}}", english)).toMatchObject({ code: "pluralForms", reason: expect.stringContaining("few") });
    expect(check("{week, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", "{week, selectordinal, other {#th}}", "en")).toBeUndefined();
  });

  it("accepts every text the repository holds, so an editor can publish any of them again", () => {
    const english = new Map(flatten(readMessages("en")));
    const refused = locales.flatMap((locale) =>
      flatten(readMessages(locale)).flatMap(([textKey, value]) => {
        const source = english.get(textKey);
        if (source === undefined || value === "") return [];
        return [checkText({ key: textKey, locale, value, english: source })].filter(Boolean);
      }),
    );
    expect(refused).toEqual([]);
  });
});
