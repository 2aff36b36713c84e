import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { articleSchema } from "@/components/article/article-schema";
import { drawnPoster } from "../blocks/drawn-poster";
import { quotedSentence } from "../blocks/quoted-sentence";
import { formatFacts } from "./facts";
import { locales } from "@/lib/i18n/locales";
import { siteData } from ".";
import type { PageBlock } from "./types";
import { findView, routesOf, viewIds } from "@/lib/tenancy/sites/registry";
import { siteIds } from "@/lib/tenancy/sites/types";

type Tree = { [key: string]: unknown };
const read = (locale: string): Tree => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
const messages = Object.fromEntries(locales.map((locale) => [locale, read(locale)]));
const english = messages.en as Tree;
const at = (tree: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Tree)[part] : undefined), tree);
const textsOf = (node: unknown): string[] =>
  typeof node === "string" ? [node] : Array.isArray(node) ? node.flatMap(textsOf) : node && typeof node === "object" ? Object.values(node).flatMap(textsOf) : [];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1] ?? "");

/** Pages that are forms or the members' screens, never an article (page-content.tsx and app/); the views of the tools and of the editors' area (routes with a parent) are screens too. */
const screens = new Set(["login", "log_out", "dashboard", "protected", "intern", "various", "edit", "chat", "doc"]);

/**
 * Every page a site or view renders with an article: each of its routes but the screens, the
 * imprint from the site whose imprint it borrows. Taken from the route tables, not from the
 * language files, so a route without its article fails here.
 */
const articlePages = viewIds.flatMap((id) => {
  const view = findView(id);
  if (!view || view.unknownDomain) return [];
  const pages = new Set(routesOf(view).filter((route) => !route.parent).map((route) => route.page).filter((page) => !screens.has(page)));
  return [...pages].map((page) => ({ site: page === "imprint" ? (view.imprintSite ?? id) : id, page }));
});

describe("articles in the language files", () => {
  it("cover every content page of every site", () => {
    const pages = new Set(articlePages.map(({ site, page }) => `${site}.${page}`));
    for (const page of ["syma.cv", "peace.auschwitz", "peace.daily_gospel", "forum.year2020", "morpheme.photos", "vault.intern1971", "vault.intern2001", "writing.mps30", "writing.exin1"]) {
      expect(pages, page).toContain(page);
    }
    for (const site of siteIds) expect(pages, site).toContain(`${site}.start`);
    for (const { site, page } of articlePages) expect(at(english, `content.${site}.${page}`), `${site}.${page}`).toBeDefined();
  });

  it.each(locales)("are complete and well-formed in %s, with the sections of the English text", (locale) => {
    for (const { site, page } of articlePages) {
      const article = articleSchema.safeParse(at(messages[locale], `content.${site}.${page}`));
      expect(article.success, `${locale} ${site}.${page}`).toBe(true);
      const englishArticle = articleSchema.parse(at(english, `content.${site}.${page}`));
      // Blocks are placed by section number, so every language needs the same sections.
      expect(article.data?.sections.length, `${locale} ${site}.${page}`).toBe(englishArticle.sections.length);
    }
  });

  it.each(locales)("name only facts their site has (%s)", (locale) => {
    for (const site of siteIds) {
      const known = new Set([...Object.keys(siteData[site].facts), "date", "year", "station", "duration"]);
      const texts = textsOf(at(messages[locale], `content.${site}`));
      const unknown = texts.flatMap(placeholders).filter((name) => !known.has(name));
      expect(unknown, `${locale} ${site}`).toEqual([]);
    }
  });

  it("isolate a German word quoted in an Arabic sentence of the morpheme's start page, so the sentence reads in its order", () => {
    const quoted = textsOf(at(messages.ar, "content.morpheme.start")).flatMap((text) => [...text.matchAll(/«([^»]*)»/g)].map((match) => match[1] ?? ""));
    const latin = quoted.filter((word) => /[A-Za-z]/.test(word));
    expect(latin.length).toBeGreaterThan(2);
    // U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE: beside "و" an unisolated "un"
    // and "glück" were laid out out of order ("un وglück وlich").
    for (const word of latin) expect(word).toMatch(/^\u2068[^\u2068\u2069]+\u2069$/);
  });

  it("say the peace committee's founding year once on its start page: in the lead, not again in 'Who we are' under it", () => {
    for (const locale of locales) {
      const start = at(messages[locale], "content.peace.start");
      expect(String(at(start, "lead")), locale).toContain("1983");
      expect(textsOf(at(start, "sections.0")).join(" "), locale).not.toContain("1983");
    }
  });

  it("use the facts in the same places in every language", () => {
    for (const site of siteIds) {
      // Each text names a fact once, however many plural branches repeat it in a language.
      const count = (locale: string) => textsOf(at(messages[locale], `content.${site}`)).flatMap((text) => [...new Set(placeholders(text))]).sort();
      for (const locale of locales) expect(count(locale), `${locale} ${site}`).toEqual(count("en"));
    }
  });
});

describe("site data", () => {
  const blocks = siteIds.flatMap((site) =>
    Object.entries(siteData[site].pages).flatMap(([page, list]) => (list ?? []).map((block: PageBlock) => ({ site, page, block }))),
  );

  it("places each block within its page's article", () => {
    for (const { site, page, block } of blocks) {
      const article = articleSchema.parse(at(english, `content.${site}.${page}`));
      if (typeof block.at === "number") expect(block.at, `${site}.${page} ${block.kind}`).toBeLessThanOrEqual(article.sections.length);
    }
  });

  it("labels every fact in the editors' facts form in every language", () => {
    for (const site of siteIds) {
      for (const name of Object.keys(siteData[site].facts)) {
        for (const locale of locales) expect(typeof at(messages[locale], `factsForm.fields.${name}`), `${locale} ${site} ${name}`).toBe("string");
      }
    }
  });

  it("quotes a sentence that each language's article holds, short enough to set large", () => {
    for (const { site, page, block } of blocks) {
      if (block.kind !== "pullQuote") continue;
      for (const locale of locales) {
        const article = articleSchema.parse(at(messages[locale], `content.${site}.${page}`));
        const sentence = quotedSentence(article, locale, block);
        expect(sentence, `${locale} ${site}.${page}`).toBeDefined();
        expect(sentence?.length, `${locale} ${site}.${page}: ${sentence}`).toBeLessThanOrEqual(240);
        // The forum's year pages set the quote beside the page's opening: there it would repeat the
        // first lines the reader has just read.
        if (site !== "forum") continue;
        const opening = quotedSentence(article, locale, { section: 1, paragraph: 1, sentence: 0 });
        expect(sentence, `${locale} ${site}.${page}: quotes the first section's opening`).not.toBe(opening);
      }
    }
  });

  it("marks as about signing in only paragraphs that each language's page holds, the sign-in named in the English one", () => {
    const marked = siteIds.flatMap((site) => Object.entries(siteData[site].signInParagraphs ?? {}).flatMap(([page, places]) => (places ?? []).map((place) => ({ site, page, place }))));
    expect(marked.length).toBeGreaterThan(0);
    for (const { site, page, place } of marked) {
      for (const locale of locales) {
        const article = articleSchema.parse(at(messages[locale], `content.${site}.${page}`));
        expect(article.sections[place.section - 1]?.paragraphs[place.paragraph - 1], `${locale} ${site}.${page}`).toBeDefined();
      }
      const english = articleSchema.parse(at(messages.en, `content.${site}.${page}`));
      expect(english.sections[place.section - 1]!.paragraphs[place.paragraph - 1]).toMatch(/sign-in|log in/);
    }
  });

  it("never sets an inner page's pull quote level with the paragraph it repeats: it stands beside another section, or in the column", () => {
    const level = blocks
      .filter(({ page, block }) => page !== "start" && block.kind === "pullQuote" && block.at === block.section)
      .map(({ site, page }) => `${site}.${page}`);
    expect(level).toEqual([]);
  });

  it("never sets two of a page's quotes each beside the other's section, where they read as swapped", () => {
    const quotes = blocks.flatMap(({ site, page, block }) => (page !== "start" && block.kind === "pullQuote" ? [{ site, page, at: block.at, section: block.section }] : []));
    const swapped = quotes.filter((one) => quotes.some((other) => other !== one && other.site === one.site && other.page === one.page && other.at === one.section && one.at === other.section));
    expect(swapped.map(({ site, page }) => `${site}.${page}`)).toEqual([]);
  });

  it("has a text in every language for everything a block names", () => {
    const keysOf = ({ site, block }: (typeof blocks)[number]): string[] => {
      const own = `content.${site}.blocks`;
      switch (block.kind) {
        case "keyFacts":
          return block.items.map((item) => `${own}.${block.id}.items.${item}.label`).concat(`${own}.${block.id}.heading`);
        case "cards":
          return block.items.flatMap((item) => [`${own}.${block.id}.items.${item.id}.label`, `${own}.${block.id}.items.${item.id}.text`]);
        case "cv":
          return block.entries.map((entry) => `${own}.cv.entries.${entry.id}`);
        case "skills":
          return block.groups.map((group) => `${own}.skills.groups.${group.id}`);
        case "videos":
          return block.videos.flatMap((video) => [`media.videos.${video.id}.title`, `media.videos.${video.id}.description`, `pictures.posters.${video.id}`]);
        case "illustration":
          return [`pictures.drawings.${block.drawing}`];
        case "quotation":
          return [`${own}.${block.id}.quote`, `${own}.${block.id}.source`];
        case "news":
          return block.items.flatMap((item) => [`${own}.news.items.${item.id}.title`, `${own}.news.items.${item.id}.text`]);
        case "press":
          return block.articles.flatMap((article) => [`${own}.press.items.${article.id}.title`, `${own}.press.items.${article.id}.summary`]);
        case "events":
          return block.events.flatMap((event) => [`${own}.events.titles.${event.title}`, `${own}.events.places.${event.place}`]);
        case "people":
          return block.people.flatMap((person) => (person.role ? [`blocks.people.roles.${person.role}`] : []));
        case "gallery":
          return block.photos.flatMap((photo) => [`photos.items.${photo.id}.alt`, `photos.items.${photo.id}.caption`]);
        case "categories":
          return Object.keys(block.examples).map((id) => `${own}.categories.descriptions.${id}`);
        default:
          return [];
      }
    };
    for (const locale of locales) {
      for (const entry of blocks) {
        for (const key of keysOf(entry)) expect(typeof at(messages[locale], key), `${locale} ${key}`).toBe("string");
      }
    }
  });

  it("gives every page of a site a drawing of its own subject, not another page's", () => {
    for (const site of siteIds) {
      const drawn = blocks.flatMap(({ site: owner, page, block }) => (owner === site && block.kind === "illustration" ? [`${block.drawing} on ${page}`] : []));
      const drawings = drawn.map((entry) => entry.split(" ")[0]);
      expect(new Set(drawings).size, `${site}: ${drawn.join(", ")}`).toBe(drawings.length);
    }
  });

  it("ships every media file it names", () => {
    const files = blocks.flatMap(({ block }) => {
      switch (block.kind) {
        case "videos":
          // Members-only videos live outside public/ and are served by the sign-in gate.
          return block.videos.flatMap((video) => [
            video.src.startsWith("/intern/") ? `media${video.src}` : `public${video.src}`,
            `public${video.poster}`,
            `public${drawnPoster(video.poster).light}`,
            `public${drawnPoster(video.poster).dark}`,
          ]);
        case "audio":
          return [`public${block.audio.src}`];
        case "gallery":
          return block.photos.flatMap((photo) => [`public${photo.src}`, `public${photo.thumb}`]);
        case "property":
          return [`public${block.house.panorama.src}`, `public${block.house.panorama.poster}`];
        default:
          return [];
      }
    });
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(existsSync(file), file).toBe(true);
    for (const site of siteIds) expect(existsSync(`public/icons/${site}.svg`), site).toBe(true);
  });

  it("puts every event plan on its year and meets every 6 to 8 weeks outside the summer and the pandemic", () => {
    for (const { page, block } of blocks) {
      if (block.kind !== "events") continue;
      expect(page).toBe(`year${block.year}`);
      for (const event of block.events) expect(event.date.startsWith(block.year), event.date).toBe(true);
      const dates = block.events.filter((event) => event.title === "forumMeeting" || event.title === "annualPlanning").map((event) => event.date);
      expect([...dates].sort()).toEqual(dates);
      if (block.year === "2020") continue; // The pandemic year kept no rhythm.
      const weeks = dates.slice(1).map((date, index) => (Date.parse(date) - Date.parse(dates[index] ?? date)) / (7 * 86_400_000));
      const summerBreaks = weeks.filter((gap) => gap > 8);
      expect(summerBreaks.length, block.year).toBeLessThanOrEqual(1);
      expect(summerBreaks.every((gap) => gap <= 12), block.year).toBe(true);
      expect(weeks.filter((gap) => gap <= 8).every((gap) => gap >= 6), block.year).toBe(true);
    }
  });

  it("keeps the figures of the specification", () => {
    const forum = formatFacts(siteData.forum.facts, "en");
    expect([forum.fridayFrom, forum.fridayTo, forum.cafeFrom, forum.cafeTo]).toEqual(["5:00\u00a0PM", "8:00\u00a0PM", "3:00\u00a0PM", "5:00\u00a0PM"]);
    expect([forum.peopleMin, forum.peopleMax, forum.valueMin, forum.valueMax, forum.prize]).toEqual(["200", "250", "€7", "€10", "€500"]);
    expect([forum.meetingWeeksMin, forum.meetingWeeksMax]).toEqual(["6", "8"]);
    expect(forum.registrationDeadline).toBe("Monday, August 26");
    const german = formatFacts(siteData.political.facts, "de");
    expect([german.price, german.livingSpace, german.plot]).toEqual(["360.000\u00a0€", "115\u00a0m²", "1.094\u00a0m²"]);
  });
});

describe("the forum's start page says the weekly times once", () => {
  // The first screen's two dated cards give the days, the hours, the hall and the registration; the
  // sections repeating them ("Every Friday from 5:00 PM to 8:00 PM … Kirchplatz 4") ran the phone
  // page to 6,170 px (Tamil 9,260 px).
  const cardFacts = ["fridayFrom", "fridayTo", "cafeFrom", "cafeTo", "registrationFrom"];
  for (const locale of locales)
    it(locale, () => {
      const sections = at(messages[locale], "content.forum.start.sections") as { paragraphs: string[] }[];
      const repeated = sections.flatMap((section) => section.paragraphs).flatMap((paragraph) => placeholders(paragraph).filter((name) => cardFacts.includes(name)));
      expect(repeated).toEqual([]);
      expect(textsOf(sections).join(" ")).not.toContain("Kirchplatz");
    });
});

describe("political's house is described once", () => {
  // The fact table under the 360° view gives the areas, the rooms, the years, the price and the costs;
  // the prose after it retold them all (the reviewer counted 115 m² three times on the page).
  const tableFacts = ["livingSpace", "plot", "rooms", "built", "modernised", "price", "monthlyCosts"];
  for (const locale of locales)
    it(locale, () => {
      const sections = at(messages[locale], "content.political.start.sections") as { paragraphs: string[] }[];
      const repeated = sections.flatMap((section) => section.paragraphs).flatMap((paragraph) => placeholders(paragraph).filter((name) => tableFacts.includes(name)));
      expect(repeated).toEqual([]);
    });
});

describe("peace's meeting is given once on the start page", () => {
  it("by the first screen's notice, not again by a fact box beside the section on meetings", async () => {
    const { heroOf } = await import("./heroes");
    const notices = heroOf("peace")?.parts.flatMap((part) => (part.kind === "cards" ? part.cards.map((card) => card.id) : []));
    expect(notices).toContain("meeting");
    const boxes = (siteData.peace.pages.start ?? []).flatMap((block) => (block.kind === "keyFacts" ? block.items : []));
    expect(boxes).not.toContain("meeting");
  });
});

describe("the morpheme photos count the game's colours right", () => {
  it("says eight, as the brand and the game have", async () => {
    const { morphemeCategories } = await import("@/lib/tenancy/sites/morpheme-categories");
    expect(morphemeCategories).toHaveLength(8);
    const text = textsOf(at(english, "content.morpheme.photos")).join(" ");
    expect(text).toContain("eight colours of the game");
    expect(text).not.toMatch(/\bseven colours\b/);
  });
});
