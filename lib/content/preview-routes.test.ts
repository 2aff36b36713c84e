import { describe, expect, it } from "vitest";
import { sites } from "@/lib/tenancy/sites/registry";
import { previewRoutes } from "./preview-routes";

describe("the pages an editor can preview", () => {
  it("lists the start page once and the site's article pages, never a members' page or one with its own folder", () => {
    const paths = previewRoutes(sites.forum).map((route) => route.path);
    expect(paths[0]).toBe("/");
    expect(paths).toContain("/2025");
    expect(paths).not.toContain("/start");
    expect(paths).not.toContain("/login");
    expect(paths).not.toContain("/imprint");
    expect(paths).not.toContain("/dashboard");
  });
});
