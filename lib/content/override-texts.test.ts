import { describe, expect, it } from "vitest";
import { overrideTexts } from "./override-texts";

describe("texts laid over a language file", () => {
  const build = {
    paths: { cv: "CV", imprint: "Imprint" },
    content: { forum: { start: { heading: "Forum", sections: [{ heading: "Café", paragraphs: ["Tuesdays", "15:00"] }, { heading: "News", paragraphs: [] }] } } },
  };

  it("replaces a paragraph of an article and keeps its lists as lists, with their other entries", () => {
    const result = overrideTexts(build, [["content.forum.start.sections.0.paragraphs.1", "15:30"]]);
    expect(result).toEqual({
      ...build,
      content: { forum: { start: { heading: "Forum", sections: [{ heading: "Café", paragraphs: ["Tuesdays", "15:30"] }, { heading: "News", paragraphs: [] }] } } },
    });
    expect(Array.isArray((result.content as typeof build.content).forum.start.sections)).toBe(true);
  });

  it("leaves the base untouched and shares what no key changed", () => {
    const result = overrideTexts(build, [
      ["paths.cv", "Résumé"],
      ["content.forum.start.heading", "Das Forum"],
    ]);
    expect(build.paths.cv).toBe("CV");
    expect(build.content.forum.start.heading).toBe("Forum");
    expect(result.paths).toEqual({ cv: "Résumé", imprint: "Imprint" });
    expect((result.content as typeof build.content).forum.start.sections).toBe(build.content.forum.start.sections);
  });

  it("creates the groups a new key needs", () => {
    expect(overrideTexts({}, [["a.b.c", "text"]])).toEqual({ a: { b: { c: "text" } } });
  });
});
