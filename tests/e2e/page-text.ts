/** What a visitor reads in a page's <main>, as trimmed text chunks, without scripts or markup. */
export function mainTextChunks(html: string): string[] {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  return main
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]+>/g, "\n")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .split("\n")
    .map((chunk) => chunk.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** Less than this beside its heading is no page (without its article a page shows only the heading). */
export const MIN_BODY_TEXT = 40;

/** The text of a page's <main> without its main heading: what the page has to say. */
export function bodyTextBeyondHeading(html: string): string {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  return mainTextChunks(`<main>${main.replace(/<h1[^>]*>[\s\S]*?<\/h1>/, "")}</main>`).join(" ");
}

/** JSON-LD objects of a page (each script may hold one object or a list). */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data: unknown = JSON.parse(match[1] ?? "null");
    return (Array.isArray(data) ? data : [data]) as Record<string, unknown>[];
  });
}

/** Dotted message keys that reached the page instead of their text. */
export const RAW_KEY =
  /\b(?:content|sites|paths|blocks|media|contact|liturgy|photos|property|morpheme|errors|shell|construction|various|access)\.[A-Za-z_]+(?:\.[\w-]+)*/;
/** Text of a message that is missing or could not be formatted (see lib/content/request-config.ts). */
export const MISSING_MARK = "[missing message: ";
/** A {placeholder} no fact filled. */
export const UNFILLED = /\{[A-Za-z]\w*\}/;

/**
 * Texts of one page that a language still shows in English. What every language writes the same
 * way (names, addresses, product names) does not count: a text only some languages left in
 * English was missed in translation.
 */
export function englishLeftovers(pages: ReadonlyMap<string, readonly string[]>, names: readonly string[] = []): string[] {
  // A person's name stays Latin in the Latin-script languages while Arabic, Russian and Tamil write
  // it in their letters: the same chunk in only some languages is then a name, not a leftover.
  const english = new Set((pages.get("en") ?? []).filter((chunk) => chunk.length > 12 && /[a-z]{3}/.test(chunk) && !names.includes(chunk)));
  const others = [...pages.keys()].filter((locale) => locale !== "en");
  const everywhere = (chunk: string) => others.every((locale) => pages.get(locale)?.includes(chunk));
  return others.flatMap((locale) =>
    (pages.get(locale) ?? []).filter((chunk) => english.has(chunk) && !everywhere(chunk)).map((chunk) => `${locale}: ${chunk}`),
  );
}
