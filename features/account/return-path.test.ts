import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("return path after sign-in", () => {
  it("keeps paths of this site and refuses everything that could leave it", () => {
    expect(safeReturnPath("/dashboard")).toBe("/dashboard");
    expect(safeReturnPath("/intern/chat")).toBe("/intern/chat");
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "/a/../b", "/a b", "", null, "/x?y=1"]) {
      expect(safeReturnPath(bad), String(bad)).toBe("/dashboard");
    }
  });
});
