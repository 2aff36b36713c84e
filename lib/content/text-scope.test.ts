import { describe, expect, it } from "vitest";
import { isEditableKey, mayEditText, ownerOfText, SHARED } from "./text-scope";

describe("whose text a key is", () => {
  it("gives a site its content, hero, title and the menu labels of its own routes", () => {
    expect(ownerOfText("content.forum.start.title", "forum")).toBe("forum");
    expect(ownerOfText("heroes.tax.title", "forum")).toBe("tax");
    expect(ownerOfText("sites.syma", "syma")).toBe("syma");
    expect(ownerOfText("paths.cv", "syma")).toBe("syma");
  });

  it("shares everything else, also another site's menu label and the shared routes' labels", () => {
    expect(ownerOfText("paths.cv", "forum")).toBe(SHARED);
    expect(ownerOfText("paths.imprint", "syma")).toBe(SHARED);
    expect(ownerOfText("auth.errors.rateLimited", "forum")).toBe(SHARED);
    expect(ownerOfText("content.local.start.title", "forum")).toBe(SHARED);
  });

  it("lets an editor of a site change its texts, and only an editor of every site the shared ones", () => {
    const forum = { everySite: false, sites: ["forum"] } as const;
    expect(mayEditText(forum, "forum")).toBe(true);
    expect(mayEditText(forum, "tax")).toBe(false);
    expect(mayEditText(forum, SHARED)).toBe(false);
    expect(mayEditText({ everySite: true }, SHARED)).toBe(true);
    expect(isEditableKey("version")).toBe(false);
    expect(isEditableKey("dependencies.0")).toBe(false);
    expect(isEditableKey("paths.cv")).toBe(true);
  });
});
