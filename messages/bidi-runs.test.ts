import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { META_KEYS } from "@/lib/i18n/messages";

/**
 * In an Arabic sentence the Unicode bidi algorithm gives a neutral character (punctuation, a
 * space between numbers) the direction of the sentence, not of the Latin word it belongs to. So
 * "C++" shows as "++C", "https://" as "//:https", a phone number "0800 111 0 111" as
 * "111 0 111 0800" and "§ 5 DDG" as "DDG 5 §". Such runs must stand in an isolate (U+2066 LRI or
 * U+2068 FSI … U+2069 PDI). Only these three shapes are flagged: a Latin word whose first or last
 * character is punctuation (sentence punctuation after it is the sentence's own and reads right),
 * groups of digits parted by spaces, and a number followed by a Latin word inside Arabic text.
 * A Latin name in brackets after its Arabic form ("هولمونده (Hollmünde)") is isolated too, its
 * spaces unbreakable: else a line may end inside it, and the bidi algorithm then shows the
 * bracket on one line and the name's words in a reversed order around the break.
 */

// A word joiner (U+2060, "EX-⁠IN" kept whole) is invisible to the bidi algorithm: part of the word.
const LATIN_TOKEN = /[\p{Script=Latin}\d#+@._:/\-&'’<>\u2060]*\p{Script=Latin}[\p{Script=Latin}\d#+@._:/\-&'’<>\u2060]*/gu;
const DIGIT_GROUPS = /\d+(?:[ \u00a0]\d+)+/g;
const NUMBER_THEN_LATIN = /(?<![\p{Script=Latin}\d])\d+[ \u00a0]+\p{Script=Latin}/gu;
const LATIN_IN_BRACKETS = /\(([^()]*)\)/g;
const STRONG = /[\p{Script=Latin}\p{Script=Arabic}]/u;

/**
 * ICU syntax ({name}, "{n, plural, one {") and rich-text tags (<name>…</name>) are no visible text:
 * replaced by a neutral sign of the same length.
 */
function withoutIcuSyntax(text: string): string {
  const blank = (match: string) => "\ufffc".repeat(match.length);
  return text
    .replace(/\{\w+, (?:plural|select|selectordinal),/g, blank)
    .replace(/(?:zero|one|two|few|many|other|=?\d+) \{/g, blank)
    .replace(/\{\w+\}/g, blank)
    .replace(/<\/?\w+>/g, blank);
}

/** For every position, whether it stands inside an isolate (LRI, RLI or FSI … PDI). */
function isolatedPositions(text: string): boolean[] {
  let depth = 0;
  return [...text].map((char) => {
    if (char === "\u2069") depth = Math.max(0, depth - 1);
    const inside = depth > 0;
    if ("\u2066\u2067\u2068".includes(char)) depth += 1;
    return inside;
  });
}

const lastStrongBefore = (text: string, index: number) => [...text.slice(0, index)].reverse().find((char) => STRONG.test(char));

/** The runs of one text that an Arabic sentence would show in a broken order. */
function brokenRuns(text: string): string[] {
  const visible = withoutIcuSyntax(text);
  // Positions by UTF-16 index; the isolate marks and the letters checked here are all one unit long.
  const inside = isolatedPositions(visible);
  const found: string[] = [];
  for (const match of visible.matchAll(LATIN_TOKEN)) {
    const word = match[0].replace(/[.:,]+$/, "");
    const edgeIsPunctuation = /^[^\p{L}\d]|[^\p{L}\d]$/u.test(word);
    if (edgeIsPunctuation && !inside[match.index]) found.push(word);
  }
  for (const match of visible.matchAll(DIGIT_GROUPS)) {
    const after = lastStrongBefore(visible, match.index);
    if (!inside[match.index] && !/\p{Script=Latin}/u.test(after ?? "")) found.push(match[0]);
  }
  for (const match of visible.matchAll(NUMBER_THEN_LATIN)) {
    const after = lastStrongBefore(visible, match.index);
    if (!inside[match.index] && /\p{Script=Arabic}/u.test(after ?? "")) found.push(match[0]);
  }
  for (const match of visible.matchAll(LATIN_IN_BRACKETS)) {
    const inner = (match[1] ?? "").replace(/^«|»$/g, "");
    const latinName = /\p{Script=Latin}/u.test(inner) && !/\p{Script=Arabic}/u.test(inner);
    const isolated = /^[\u2066\u2068][^ ]*\u2069$/u.test(inner);
    if (latinName && !isolated) found.push(match[0]);
  }
  return found;
}

const textsOf = (node: unknown, path: string): [string, string][] =>
  typeof node === "string"
    ? [[path, node]]
    : Array.isArray(node)
      ? node.flatMap((item, index) => textsOf(item, `${path}[${index}]`))
      : node && typeof node === "object"
        ? Object.entries(node).flatMap(([key, value]) =>
            !path && (META_KEYS as readonly string[]).includes(key) ? [] : textsOf(value, path ? `${path}.${key}` : key),
          )
        : [];

describe("Latin runs in Arabic texts", () => {
  it("flags the shapes the bidi algorithm breaks and passes their isolated forms", () => {
    expect(brokenRuns("بلغتي C++ وDelphi")).toEqual(["C++"]);
    expect(brokenRuns("يبدأ بـ https://.")).toEqual(["https://"]);
    expect(brokenRuns("على الرقم 0800 111 0 111، أو")).toEqual(["0800 111 0 111"]);
    expect(brokenRuns("وفقًا لـ § 5 DDG")).toEqual(["5 D"]);
    expect(brokenRuns("بلغتي \u2066C++\u2069 وDelphi، على الرقم \u20660800 111 0 111\u2069، وفقًا لـ \u2066§ 5 DDG\u2069")).toEqual([]);
  });

  it("leaves alone what already reads right: words, addresses, e-mails, sentence punctuation", () => {
    expect(brokenRuns("العنوان: Kirchplatz 4, 49599 Hollmünde، البريد: kontakt@syma.example.")).toEqual([]);
    expect(brokenRuns("مدفن عائلة مارتنز-هولفيغ (\u2068Martens-Hollweg\u2069) منذ عام 1897، برنامج EX-\u2060IN.")).toEqual([]);
    expect(brokenRuns("{count, plural, one {# نص} other {# نصوص}} في {site}")).toEqual([]);
    expect(brokenRuns("كنيسة القديس يوحنا (\u2068St.\u00a0Johannis\u2069) و«الكتابة تساعد» («\u2068Schreiben\u00a0hilft\u2069»)")).toEqual([]);
  });

  it("flags a Latin name in brackets that is not isolated or may break inside", () => {
    expect(brokenRuns("كنيسة القديس يوحنا (St. Johannis) في بروكهورست")).toEqual(["(St. Johannis)"]);
    expect(brokenRuns("وحدات التحكم (\u2068PLC\u2069) ومدفن (\u2066St. Johannis\u2069)")).toEqual(["(\u2066St. Johannis\u2069)"]);
    expect(brokenRuns("المادة 6 (1) من اللائحة (المواد 15–21 من اللائحة GDPR)")).toEqual([]);
  });

  const arabic: unknown = JSON.parse(readFileSync("messages/ar.json", "utf8"));
  it("ar.json isolates every such run", () => {
    const broken = textsOf(arabic, "").flatMap(([path, text]) => brokenRuns(text).map((run) => `${path}: ${run}`));
    expect(broken).toEqual([]);
  });
});
