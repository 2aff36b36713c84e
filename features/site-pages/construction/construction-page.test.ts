import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n/locales";
import { sites } from "@/lib/tenancy/sites/registry";
import { siteIds } from "@/lib/tenancy/sites/types";
import { siteData } from "../data";

const root = path.resolve(__dirname, "../../..");
const heroesOf = (locale: string) =>
  (JSON.parse(readFileSync(path.join(root, `messages/${locale}.json`), "utf8")) as { heroes: Record<string, Record<string, unknown>> }).heroes;
const underConstruction = siteIds.filter((id) => sites[id].underConstruction);

describe("the construction notice's first screen", () => {
  it.each(underConstruction)("%s: lists the same offers in every language, each with a text, and names whom to write to", (id) => {
    const english = heroesOf("en")[id];
    const offers = Object.keys((english?.offers ?? {}) as Record<string, string>);
    expect(offers.length).toBeGreaterThan(0);
    for (const locale of locales) {
      const texts = heroesOf(locale)[id] ?? {};
      expect(Object.keys((texts.offers ?? {}) as Record<string, string>), locale).toEqual(offers);
      for (const offer of offers) expect((texts.offers as Record<string, string>)[offer], `${locale}: ${offer}`).toMatch(/\S/);
      for (const key of ["offersLabel", "contactIntro", "contactMail"]) expect(texts[key], `${locale}: ${key}`).toEqual(expect.any(String));
    }
    // The address's contact is the person of the site whose imprint it shows.
    expect(siteData[sites[id].imprintSite ?? id].person?.mail).toMatch(/@/);
  });
  it.each(underConstruction)("%s: says once what is coming (the list's label is not the badge's words, no section lists the offers again)", (id) => {
    for (const locale of locales) {
      const messages = JSON.parse(readFileSync(path.join(root, `messages/${locale}.json`), "utf8")) as {
        heroes: Record<string, { offersLabel: string; offers: Record<string, string> }>;
        constructionNotice: { comingLater: string };
        content: Record<string, { start: { sections: { paragraphs: string[] }[] } }>;
      };
      const words = (text: string) => text.toLocaleLowerCase(locale).split(/[\s\p{P}]+/u).filter(Boolean);
      const badge = new Set(words(messages.constructionNotice.comingLater));
      const hero = messages.heroes[id];
      expect(words(hero?.offersLabel ?? "").filter((word) => badge.has(word)), locale).toEqual([]);
      const sections = (messages.content[id]?.start.sections ?? []).flatMap((section) => section.paragraphs).join(" ").toLocaleLowerCase(locale);
      const repeated = Object.values(hero?.offers ?? {}).filter((offer) => sections.includes(offer.toLocaleLowerCase(locale)));
      expect(repeated.length, `${locale}: ${repeated.join(", ")}`).toBeLessThanOrEqual(1);
    }
  });
});
