// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Article, FOLD_MIN_CHARACTERS } from "./article";

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

/** A paragraph of `length` characters. */
const long = (length: number) => "x".repeat(length);

describe("a folded article", () => {
  it("keeps the first section open; later long running text folds after its first paragraph, the section's block outside the fold", () => {
    const page = rendered([
      ["First.", long(400), long(400)],
      ["First.", long(200), long(200)],
    ]);
    expect(page.querySelector("#section-1 details")).toBeNull();
    const section = page.querySelector("#section-2");
    const details = section?.querySelector("details");
    expect(section?.querySelector(":scope > p")?.textContent).toBe("First.");
    expect(details?.querySelectorAll("p")).toHaveLength(2);
    expect(page.querySelector("#section-1 #player")).not.toBeNull();
    expect(page.querySelector("#section-1 details #player")).toBeNull();
  });

  it("leaves a section of one paragraph, or a few lines after its first, unfolded", () => {
    const page = rendered([["Only."], ["Only."], ["First.", long(FOLD_MIN_CHARACTERS - 1)], ["First.", long(FOLD_MIN_CHARACTERS)]]);
    expect(page.querySelector("#section-2 details")).toBeNull();
    expect(page.querySelector("#section-3 details")).toBeNull();
    expect(page.querySelector("#section-4 details")).not.toBeNull();
  });

  it("counts the first section shown: a section the first screen took is not the first", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToStaticMarkup(
      <Article
        content={{ heading: "Forum", lead: "Lead", sections: [1, 2, 3].map((number) => ({ heading: `Section ${number}`, paragraphs: ["First.", long(400)] })) }}
        omitSections={new Set([1])}
        fold={fold}
      />,
    );
    expect(container.querySelector("#section-2 details")).toBeNull();
    expect(container.querySelector("#section-3 details")).not.toBeNull();
  });
});

describe("an address in a paragraph", () => {
  it("is a link that writes to it, the sentence's full stop outside", () => {
    const page = rendered([["Would you like access? Write to kontakt@syma.example."]]);
    const link = page.querySelector<HTMLAnchorElement>("#section-1 p a");
    expect(link?.getAttribute("href")).toBe("mailto:kontakt@syma.example");
    expect(link?.textContent).toBe("kontakt@syma.example");
    expect(link?.closest("p")?.textContent).toBe("Would you like access? Write to kontakt@syma.example.");
  });

  it("keeps the closing punctuation with the address, so it never starts a line alone", () => {
    const page = rendered([["Write to kontakt@syma.example, or (kontakt@syma.example). Thank you."]]);
    const boxes = [...page.querySelectorAll("#section-1 p .mail-address")].map((box) => box.textContent);
    expect(boxes).toEqual(["kontakt@syma.example,", "kontakt@syma.example)."]);
    expect(page.querySelector("#section-1 p")?.textContent).toBe("Write to kontakt@syma.example, or (kontakt@syma.example). Thank you.");
  });

  it("leaves a paragraph without one as its text", () => {
    const page = rendered([["Meet us at 5 p.m. at the church."]]);
    expect(page.querySelector("#section-1 p a")).toBeNull();
  });
});
