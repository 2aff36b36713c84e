import { describe, expect, it } from "vitest";
import { drawsAnotherFrame, frameOfPages, withoutOtherFrames } from "./frame-rules.mjs";

const forumPages = [
  '<html><body><div class="site-header" data-header="inline" data-menu-look="block"></div><div data-hero-layout="notice"><div data-body-composition="folded"></div></div><footer data-footer="practical"></footer></body></html>',
  '<html><body><div class="site-header" data-header="inline" data-menu-look="block"></div><main data-page-layout="column" data-frame="practical"></main></body></html>',
];
const forum = frameOfPages(forumPages);

describe("a site's frame, read from its pages", () => {
  it("collects each frame attribute's values over all the site's pages and ignores other data attributes", () => {
    const frame = frameOfPages([...forumPages, '<p data-card="meeting" data-page-layout="board"></p>']);
    expect([...(frame.get("data-header") ?? [])]).toEqual(["inline"]);
    expect([...(frame.get("data-page-layout") ?? [])].sort()).toEqual(["board", "column"]);
    expect(frame.has("data-card")).toBe(false);
    expect(frame.get("data-menu-row")?.size).toBe(0);
  });
});

describe("which selectors draw another site's frame", () => {
  it("drops a selector that requires another site's value, quoted or as the minifier writes it", () => {
    expect(drawsAnotherFrame('[data-hero-layout="memorial"] .title', forum)).toBe(true);
    expect(drawsAnotherFrame("[data-hero-layout=memorial] .title", forum)).toBe(true);
    expect(drawsAnotherFrame(".site-header[data-header=masthead]", forum)).toBe(true);
  });

  it("keeps the site's own values, attributes the site never writes outside its frame, and rules with no frame attribute", () => {
    expect(drawsAnotherFrame("[data-hero-layout=notice] .title", forum)).toBe(false);
    expect(drawsAnotherFrame('[data-card="meeting"] h3', forum)).toBe(false);
    expect(drawsAnotherFrame(".hero_title__x1:lang(ta)", forum)).toBe(false);
  });

  it("drops a rule for a frame attribute the site's pages never carry", () => {
    expect(drawsAnotherFrame("[data-menu-row=whole] .menu", forum)).toBe(true);
  });

  it("drops an :is() or :where() of other sites' values only, and keeps one that names the site's own", () => {
    expect(drawsAnotherFrame(":is([data-hero-layout=magazine],[data-hero-layout=civic]) .parts", forum)).toBe(true);
    expect(drawsAnotherFrame(':where([data-footer="civic"]) a', forum)).toBe(true);
    expect(drawsAnotherFrame(":is([data-hero-layout=memorial], [data-hero-layout=notice]) .title", forum)).toBe(false);
  });

  it("keeps what another value may still match: :not(), mixed alternatives, alternatives inside another function", () => {
    expect(drawsAnotherFrame(":not([data-hero-layout=memorial]) .title", forum)).toBe(false);
    expect(drawsAnotherFrame(":is([data-hero-layout=memorial], .plain) .title", forum)).toBe(false);
    expect(drawsAnotherFrame(":not(:is([data-hero-layout=memorial],[data-hero-layout=civic])) .title", forum)).toBe(false);
    expect(drawsAnotherFrame(".a:has(:is([data-footer=civic])) .b", forum)).toBe(false);
  });
});

describe("the site's own sheet", () => {
  const sheet = [
    ".a{color:red}",
    "[data-hero-layout=memorial] .b{color:blue}",
    "[data-hero-layout=notice] .b,[data-hero-layout=civic] .b{color:green}",
    "@media (min-width:900px){[data-header=masthead] .c{margin:0}}",
    "@supports (display:grid){@media (min-width:600px){[data-footer=civic] .d{display:grid}}}",
    "@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}",
    ".e{color:black}",
  ].join("");
  const own = withoutOtherFrames(sheet, forum);

  it("leaves out other sites' rules and the queries that held only those, nested ones too", () => {
    expect(own).not.toContain("memorial");
    expect(own).not.toContain("masthead");
    expect(own).not.toContain("civic");
    expect(own).not.toContain("@media");
    expect(own).not.toContain("@supports");
  });

  it("keeps every other rule in its order, a shared rule with only its own selectors, and keyframes whole", () => {
    expect(own).toBe(".a{color:red}[data-hero-layout=notice] .b{color:green}@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}.e{color:black}");
  });

  it("changes nothing for a site whose frame holds every value the sheet names", () => {
    const everything = frameOfPages(['<div data-hero-layout="memorial" data-hero-layout="notice" data-hero-layout="civic" data-header="masthead" data-footer="civic"></div>']);
    expect(withoutOtherFrames(sheet, everything)).toBe(sheet);
  });
});
