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
  it("come first in the site's order; the others keep the hub's order", () => {
    const { own, further } = toolGroups(["/various/autoclave", "/various/playground"]);
    expect(own.map((tool) => tool.id)).toEqual(["autoclave", "playground"]);
    expect(further.map((tool) => tool.id)).toEqual(["settings", "editor", "calendar"]);
  });

  it("refuse a path that is no tool of the hub, so a typo in the registry fails the build", () => {
    expect(() => toolGroups(["/various/chat"])).toThrow("/various/chat is not a tool of /various");
  });

  it("are tools of the hub on every site that declares them", () => {
    for (const id of siteIds) expect(() => toolGroups(sites[id].ownTools ?? []), id).not.toThrow();
  });
});
