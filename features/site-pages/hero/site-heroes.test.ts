import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n/locales";
import { blocksInHero, heroFormats, leadInHero, heroImageUrl, heroSchemes, heroWidths, nextWeekdays, type HeroTarget, type SiteHero } from "./hero-declaration";
import { siteIds, type SiteId } from "@/lib/tenancy/sites/types";
import { siteData } from "../data";
import { heroOf } from "../data/heroes";

const root = path.resolve(__dirname, "../../..");
const messages = Object.fromEntries(
  locales.map((locale) => [locale, JSON.parse(readFileSync(path.join(root, `messages/${locale}.json`), "utf8")) as Record<string, unknown>]),
);
const textAt = (tree: unknown, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), tree);

const withHero = siteIds.flatMap((id) => { const hero = heroOf(id); return hero ? [[id, hero] as const] : []; });

/** Every text key a hero reads under `heroes.<site>`. */
function heroKeys(hero: SiteHero): string[] {
  const keys = [
    "tagline",
    ...(hero.picture ? ["alt"] : []),
    ...hero.actions.map((action) => `actions.${action.label}`),
    ...(hero.titleBlock ?? []).flatMap((cell) => [`titleBlock.${cell}.label`, `titleBlock.${cell}.value`]),
  ];
  for (const part of hero.parts) {
    if (part.kind === "cards")
      for (const card of part.cards) keys.push(...["title", "text", "note", ...(card.to ? ["link"] : [])].map((field) => `cards.${card.id}.${field}`));
    if (part.kind === "inscription") keys.push("verse", "inscriptionLabel");
    if (part.kind === "leadSection") keys.push("kicker");
    if (part.kind === "author") keys.push("byline", "authorName");
    if (part.kind === "points") keys.push("pointsHeading", ...part.points.map((point) => `points.${point}`));
    if (part.kind === "phones") keys.push("phones.title", ...part.numbers.map((entry) => `phones.${entry.id}`));
    if (part.kind === "morphemes") keys.push("round.title", "round.task", "round.play", "round.blocks");
  }
  if (hero.languageSections)
    keys.push("lovedWord", ...hero.languageSections.words.map((word) => `words.${word.lang}`), ...(hero.languageSections.samples ?? []).map((sample) => `samples.${sample.lang}`));
  return keys;
}

describe("start-page heroes in the registry", () => {
  it("says the start article's lead once: syma's first screen shows it before the skills, political's tagline already says it", () => {
    expect(heroOf("syma")?.parts.map((part) => part.kind)).toEqual(["lead", "author", "pageBlock"]);
    expect(leadInHero(heroOf("syma"))).toBe(true);
    expect(leadInHero(heroOf("political"))).toBe(true);
    // A first screen that neither shows nor says it leaves the lead to the article.
    expect(leadInHero(heroOf("forum"))).toBe(false);
    expect(leadInHero(undefined)).toBe(false);
  });

  it("gives every site but the construction site a first screen, and none to the host views", () => {
    expect(withHero.map(([id]) => id)).toEqual(siteIds.filter((id) => id !== "tax"));
    expect(heroOf("unknown")).toBeUndefined();
    expect(heroOf("local")).toBeUndefined();
  });

  it("tells the sites apart by layout: no two neighbours in character share one", () => {
    const layoutOf = (id: SiteId) => heroOf(id)?.layout;
    expect(layoutOf("syma")).toBe("portfolio");
    expect(layoutOf("vault")).toBe("memorial");
    expect(layoutOf("forum")).toBe("notice");
    expect(layoutOf("political")).toBe("magazine");
    expect(layoutOf("morpheme")).toBe("playful");
    expect([layoutOf("writing"), layoutOf("peace")]).toEqual(["reading", "reading"]);
  });

  it.each(withHero)("%s: its drawing is rendered at every width as AVIF and WebP, by day and by night", (_id, hero) => {
    if (!hero.picture) return;
    for (const width of heroWidths)
      for (const format of heroFormats)
        for (const scheme of heroSchemes) expect(existsSync(path.join(root, "public", heroImageUrl(hero.picture.name, width, format, scheme)))).toBe(true);
    expect(existsSync(path.join(root, `scripts/hero-art/${hero.picture.name}.svg`))).toBe(true);
    expect(existsSync(path.join(root, `scripts/hero-art/${hero.picture.name}.dark.json`))).toBe(true);
  });

  it("every drawing in scripts/hero-art is some hero's picture (a dropped picture leaves no art behind)", () => {
    const pictured = new Set(withHero.flatMap(([, hero]) => (hero.picture ? [hero.picture.name] : [])));
    const drawings = readdirSync(path.join(root, "scripts/hero-art")).filter((file) => file.endsWith(".svg")).map((file) => file.replace(/\.svg$/, ""));
    expect(drawings.filter((name) => !pictured.has(name))).toEqual([]);
  });

  it.each(withHero)("%s: a phone's band shows the drawing's full width, cut no wider than 2:1", (_id, hero) => {
    const crop = hero.picture?.phoneCrop;
    if (crop?.form !== "band" || !hero.picture) return;
    // Not taller than the drawing itself (its sides would be cut), not so flat its subject is cut.
    expect(crop.ratio).toBeLessThanOrEqual(2);
    expect(crop.ratio).toBeGreaterThanOrEqual(hero.picture.width / hero.picture.height);
    expect(crop.y).toBeGreaterThanOrEqual(0);
    expect(crop.y).toBeLessThanOrEqual(1);
  });

  it.each(withHero)("%s: every text of its first screen exists in all eight languages", (id, hero) => {
    for (const locale of locales)
      for (const key of heroKeys(hero)) expect(textAt(messages[locale], `heroes.${id}.${key}`), `${locale}: heroes.${id}.${key}`).toEqual(expect.any(String));
  });

  it.each(withHero)("%s: a first screen that names its author has the author in the site's data", (id, hero) => {
    if (!hero.parts.some((part) => part.kind === "author")) return;
    expect(siteData[id].person?.firstName).toEqual(expect.any(String));
    expect(siteData[id].person?.lastName).toEqual(expect.any(String));
  });

  it.each(withHero)("%s: its cards name only facts the site has", (id) => {
    const facts = Object.keys(siteData[id].facts);
    for (const locale of locales) {
      const cards = (textAt(messages[locale], `heroes.${id}.cards`) ?? {}) as Record<string, Record<string, string>>;
      const named = Object.values(cards).flatMap((card) => Object.values(card).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1])));
      for (const name of named) expect(facts, `${locale}: {${name}}`).toContain(name);
    }
  });

  it.each(withHero)("%s: every block it points to or moves up is on the start page", (id, hero) => {
    const kinds = (siteData[id].pages.start ?? []).map((block) => block.kind);
    const targets: HeroTarget[] = [
      ...hero.actions.map((action) => action.to),
      ...hero.parts.flatMap((part) => (part.kind === "cards" ? part.cards.flatMap((card) => (card.to ? [card.to] : [])) : [])),
    ];
    for (const target of targets) if ("block" in target) expect(kinds).toContain(target.block);
    for (const kind of blocksInHero(hero)) expect(kinds).toContain(kind);
  });
});

describe("the languages site's sections", () => {
  const languages = heroOf("languages")?.languageSections;

  it("gives every language of the site a section, its own name and a loved word", () => {
    expect(Object.keys(languages?.sections ?? {}).sort()).toEqual([...locales].sort());
    expect(languages?.names.map((name) => name.lang).sort()).toEqual([...locales].sort());
    expect(languages?.words.map((word) => word.lang).sort()).toEqual([...locales].sort());
  });

  it.each(["en", "de"] as const)("%s: each marked section is headed with that language's name", (locale) => {
    const sections = textAt(messages[locale], "content.languages.start.sections") as { heading: string }[];
    const languageNames = new Intl.DisplayNames([locale], { type: "language" });
    for (const [lang, section] of Object.entries(languages?.sections ?? {})) expect(sections[section - 1]?.heading).toBe(languageNames.of(lang));
  });

  it.each(locales)("%s: the start article has every marked section", (locale) => {
    const sections = textAt(messages[locale], "content.languages.start.sections") as unknown[];
    expect(sections.length).toBeGreaterThanOrEqual(Math.max(...Object.values(languages?.sections ?? {})));
  });
});

describe("hero pictures", () => {
  it("serves the smallest rendered width that covers the request, the largest beyond it", () => {
    expect(heroImageUrl("vault", 100, "avif", "light")).toBe("/heroes/vault-480.avif");
    expect(heroImageUrl("vault", 480, "webp", "light")).toBe("/heroes/vault-480.webp");
    expect(heroImageUrl("vault", 640, "webp", "dark")).toBe("/heroes/vault-dark-680.webp");
    expect(heroImageUrl("vault", 700, "webp", "dark")).toBe("/heroes/vault-dark-800.webp");
    expect(heroImageUrl("vault", 3840, "avif", "dark")).toBe("/heroes/vault-dark-1200.avif");
  });

  it("moves only the blocks a hero names out of the article", () => {
    expect([...blocksInHero(heroOf("syma"))]).toEqual(["skills"]);
    expect([...blocksInHero(heroOf("forum"))]).toEqual([]);
    expect([...blocksInHero(undefined)]).toEqual([]);
  });
});

describe("next date of a weekly event", () => {
  it("counts today when it is the day, else the coming one, then weekly", () => {
    // 2026-11-25 is a Wednesday.
    expect(nextWeekdays("2026-11-25", 3, 2)).toEqual(["2026-11-25", "2026-12-02"]);
    expect(nextWeekdays("2026-11-25", 5, 3)).toEqual(["2026-11-27", "2026-12-04", "2026-12-11"]);
    expect(nextWeekdays("2026-11-25", 2, 1)).toEqual(["2026-12-01"]);
    expect(nextWeekdays("2026-12-30", 5, 2)).toEqual(["2027-01-01", "2027-01-08"]);
  });
});
