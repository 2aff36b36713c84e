import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { toolGroups, toolIds, tools } from "./tools";
import { siteIds } from "@/lib/env/site-ids";
import { sites } from "@/lib/tenancy/sites/registry";

describe("the tools hub", () => {
  it("declares every tool of the hub as a route with a page of its own", () => {
    expect(tools.map((tool) => tool.id)).toEqual([...toolIds]);
    for (const tool of tools) expect(existsSync(`app/[site]/[locale]/kept/[access]${tool.path}/page.tsx`), tool.path).toBe(true);
  });
});

describe("the tools of a site's own work", () => {
  it("come first in the site's order; the browser's settings apart; the others keep the hub's order", () => {
    const { own, browser, others } = toolGroups({ ownTools: ["/various/autoclave", "/various/playground"], routes: [] });
    expect(own.map((tool) => tool.id)).toEqual(["autoclave", "playground"]);
    expect(browser.map((tool) => tool.id)).toEqual(["settings"]);
    expect(others.map((tool) => tool.id)).toEqual(["editor", "calendar"]);
  });

  it("may be a page of the site's own that is a tool, such as the word game", () => {
    const { own, others } = toolGroups(sites.morpheme);
    expect(own).toEqual([{ id: "play", path: "/play", page: "play", title: "members.hub.title.play" }]);
    expect(others.map((tool) => tool.id)).toEqual(["editor", "playground", "autoclave", "calendar"]);
    // A page of the site that is no tool (the photos) is refused as a typo would be.
    expect(() => toolGroups({ ...sites.morpheme, ownTools: ["/photos"] })).toThrow("/photos is not a tool");
  });

  it("refuse a path that is no tool of the hub, so a typo in the registry fails the build", () => {
    expect(() => toolGroups({ ownTools: ["/various/chat"], routes: [] })).toThrow("/various/chat is not a tool of /various");
  });

  it("are tools on every site that declares them", () => {
    for (const id of siteIds) expect(() => toolGroups(sites[id]), id).not.toThrow();
  });
});
