import { describe, expect, it } from "vitest";
import type { PublishedValue } from "@/lib/db/content";
import { overlayOf, withOverlay } from "./overlay";

const published = (owner: string, key: string, locale: string, value: string | null, version: number): PublishedValue => ({
  owner,
  kind: "text",
  key,
  locale,
  value,
  version,
  author: "Anna",
  at: 1,
});

const build = { paths: { cv: "CV", imprint: "Imprint" }, content: { forum: { title: "Forum" } } };

describe("the overlay of published texts", () => {
  it("shows a site its own texts over the shared ones over the build's, in the published language only", () => {
    const overlay = overlayOf(
      [published("*", "paths.imprint", "en", "Legal notice", 1), published("syma", "paths.cv", "en", "Résumé", 2), published("forum", "content.forum.title", "de", "Das Forum", 3)],
      3,
    );
    expect(withOverlay(overlay, build, "en", "syma")).toEqual({ paths: { cv: "Résumé", imprint: "Legal notice" }, content: { forum: { title: "Forum" } } });
    expect(withOverlay(overlay, build, "en", "forum")).toEqual({ paths: { cv: "CV", imprint: "Legal notice" }, content: { forum: { title: "Forum" } } });
    expect(withOverlay(overlay, build, "de", "forum")).toMatchObject({ content: { forum: { title: "Das Forum" } }, paths: { imprint: "Imprint" } });
  });

  it("keeps an article's lists when one of its paragraphs is published", () => {
    const article = { content: { forum: { start: { sections: [{ heading: "Café", paragraphs: ["Tuesdays", "15:00"] }] } } } };
    const overlay = overlayOf([published("forum", "content.forum.start.sections.0.paragraphs.1", "en", "15:30", 4)], 4);
    expect(withOverlay(overlay, article, "en", "forum")).toEqual({ content: { forum: { start: { sections: [{ heading: "Café", paragraphs: ["Tuesdays", "15:30"] }] } } } });
  });

  it("a version back at the build's value is no override, and a newer overlay is merged anew", () => {
    const first = overlayOf([published("forum", "content.forum.title", "en", "Old", 1)], 1);
    expect(withOverlay(first, build, "en", "forum")).toMatchObject({ content: { forum: { title: "Old" } } });
    const restored = overlayOf([published("forum", "content.forum.title", "en", null, 2)], 2);
    expect(withOverlay(restored, build, "en", "forum")).toEqual(build);
  });
});
