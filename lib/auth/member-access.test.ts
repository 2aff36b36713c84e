import { describe, expect, it } from "vitest";
import { accessName, accessOfName, MEMBER_ACCESS_NAMES } from "./member-access";

describe("the access a kept members' page is rendered for", () => {
  it("names each combination a session can hold, and reads every name back to it", () => {
    for (const name of MEMBER_ACCESS_NAMES) expect(accessName(accessOfName(name)!)).toBe(name);
    expect(accessName({ level: "personal", entitled: true, editor: true })).toBe("personal-entitled-editor");
    expect(accessOfName("personal-editor")).toEqual({ level: "personal", entitled: false, editor: true });
  });

  it("gives a shared access neither entitlement nor editing, whatever it is handed", () => {
    expect(accessName({ level: "shared", entitled: true, editor: true })).toBe("shared");
  });

  it("knows no other name: a page asked for one is no page", () => {
    for (const name of ["", "shared-entitled", "personal-editor-entitled", "Personal", "personal-", "../dashboard"]) expect(accessOfName(name)).toBeUndefined();
  });
});
