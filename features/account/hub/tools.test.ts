import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { toolIds, tools } from "./tools";

describe("the tools hub", () => {
  it("declares every tool of the hub as a route with a page of its own", () => {
    expect(tools.map((tool) => tool.id)).toEqual([...toolIds]);
    for (const tool of tools) expect(existsSync(`app/[site]/[locale]/kept/[access]${tool.path}/page.tsx`), tool.path).toBe(true);
  });
});
