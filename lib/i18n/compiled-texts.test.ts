import format, { type CompiledMessage } from "icu-minify/format";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { compileText, compileTexts } from "@/lib/i18n/compiled-texts";
import { locales } from "@/lib/i18n/locales";
import { loadMessageFile } from "@/lib/i18n/messages";

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

/** What the browser shows for a compiled text (use-intl's formatter of compiled texts is icu-minify's). */
function inBrowser(source: string, locale: string, values?: Record<string, string | number>) {
  return format(compileText(source) as CompiledMessage, locale, values, { formatters });
}

/** What the server shows for the ICU source. */
function onServer(source: string, locale: string, values?: Record<string, string | number>) {
  return String(new IntlMessageFormat(source, locale).format(values));
}

function textsOf(tree: unknown, path = ""): [string, string][] {
  if (typeof tree === "string") return [[path, tree]];
  if (!tree || typeof tree !== "object" || Array.isArray(tree)) return [];
  return Object.entries(tree).flatMap(([key, value]) => textsOf(value, path ? `${path}.${key}` : key));
}

describe("texts compiled for the browser", () => {
  it("read like their ICU sources: plurals, arguments and quoting", () => {
    const rateLimited = "Too many attempts. Please wait about {minutes, plural, one {# minute} other {# minutes}} and try again.";
    for (const minutes of [1, 4]) expect(inBrowser(rateLimited, "en", { minutes })).toBe(onServer(rateLimited, "en", { minutes }));
    expect(inBrowser("{count, plural, one {# день} few {# дня} many {# дней} other {# дня}}", "ru", { count: 3 })).toBe("3 дня");
    expect(inBrowser("Status {status}", "en", { status: 503 })).toBe("Status 503");
    expect(inBrowser("Write '{name}' for the name", "en")).toBe(onServer("Write '{name}' for the name", "en"));
    expect(inBrowser("It's l'été", "fr")).toBe("It's l'été");
  });

  it("keep a string only where it is the text as written, so the server's full formatter reads it alike", () => {
    expect(compileText("Sign in")).toBe("Sign in");
    expect(compileText("Write '{name}'")).toEqual(["Write {name}"]);
    expect(compileText("Hello {name}")).not.toBeTypeOf("string");
  });

  it("are plain data that a server component can hand to the client (no null-prototype objects)", () => {
    const compiled = compileText("{minutes, plural, one {# minute} other {# minutes}}");
    const prototypes: unknown[] = [];
    JSON.stringify(compiled, (_key, value: unknown) => {
      if (value && typeof value === "object" && !Array.isArray(value)) prototypes.push(Object.getPrototypeOf(value));
      return value;
    });
    expect(prototypes).toEqual([Object.prototype]);
  });

  it("compile every text of every language (a text that does not parse would show its ICU source)", async () => {
    const broken: string[] = [];
    for (const locale of locales) {
      for (const [key, source] of textsOf(await loadMessageFile(locale))) {
        try {
          new IntlMessageFormat(source, locale);
        } catch {
          continue; // not an ICU text for the server either (the content tests speak for those)
        }
        if (compileText(source) === source && /[{<]/.test(source)) broken.push(`${locale} ${key}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("compile each group once and leave the shared source tree as it was", () => {
    const group = { greeting: "Hello {name}", plain: "Plain", list: ["a {b}"] };
    const before = JSON.stringify(group);
    const first = compileTexts(group);
    expect(compileTexts(group)).toBe(first);
    expect(first).toEqual({ greeting: compileText("Hello {name}"), plain: "Plain", list: ["a {b}"] });
    expect(JSON.stringify(group)).toBe(before);
  });
});
