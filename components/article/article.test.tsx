// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Article } from "./article";

const fold = { more: "Read more", less: "Show less" };

/** The article as the browser gets it, with a block closing its first section. */
function rendered(paragraphs: readonly string[][]) {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(
    <Article
      content={{ heading: "Forum", lead: "Lead", sections: paragraphs.map((text, index) => ({ heading: `Section ${index + 1}`, paragraphs: text })) }}
      slots={{ sectionEnd: { 1: <figure id="player">Player</figure> } }}
      fold={fold}
    />,
  );
  return container;
}

describe("a folded article", () => {
  it("folds only the running text after the first paragraph; the section's block stands outside the fold", () => {
    const page = rendered([["First.", "Second.", "Third."]]);
    const section = page.querySelector("#section-1");
    const details = section?.querySelector("details");
    expect(section?.querySelector(":scope > p")?.textContent).toBe("First.");
    expect([...(details?.querySelectorAll("p") ?? [])].map((p) => p.textContent)).toEqual(["Second.", "Third."]);
    expect(details?.querySelector("#player")).toBeNull();
    expect(section?.querySelector(":scope > #player")).not.toBeNull();
  });

  it("leaves a section of one paragraph unfolded, also when a block closes it", () => {
    const page = rendered([["Only."], ["First.", "Second."]]);
    expect(page.querySelector("#section-1 details")).toBeNull();
    expect(page.querySelector("#section-1 #player")).not.toBeNull();
    expect(page.querySelector("#section-2 details")).not.toBeNull();
  });
});
