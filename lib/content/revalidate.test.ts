import { describe, expect, it } from "vitest";
import type { PublishedValue } from "@/lib/db/content";
import { locales } from "@/lib/i18n/locales";
import { scopesOf } from "./revalidate";

const text = (owner: string, key: string, locale: string): PublishedValue => ({ owner, kind: "text", key, locale, value: "v", version: 1, author: "a", at: 1 });

describe("scopesOf: the pages a publish reaches", () => {
  it("a site's text in its own language only", () => {
    expect(scopesOf([text("forum", "content.forum.start.lead", "de")])).toEqual([{ site: "forum", locales: ["de"] }]);
  });

  it("a fact, and a site's English title or description (its share picture), in every language", () => {
    expect(scopesOf([{ ...text("peace", "facts/meetingTime/value", ""), kind: "fact" }])).toEqual([{ site: "peace", locales: [...locales], everyImprint: true }]);
    expect(scopesOf([text("forum", "sites.forum.title", "en")])).toEqual([{ site: "forum", locales: [...locales] }]);
    expect(scopesOf([text("forum", "sites.forum.title", "de")])).toEqual([{ site: "forum", locales: ["de"] }]);
  });

  it("a shared text reaches every site", () => {
    expect(scopesOf([text("forum", "content.forum.start.lead", "de"), text("*", "shell.darkMode", "it")])).toEqual(["every-site"]);
  });
});
