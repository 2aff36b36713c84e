import { describe, expect, it } from "vitest";
import { splitAtGap } from "./word-picture";

describe("a sentence cut at its gap", () => {
  it("keeps the marks right after the gap with it, so a full stop never starts a line alone", () => {
    expect(splitAtGap("Ohne seinen Freund ist er ___.")).toEqual({ before: "Ohne seinen Freund ist ", lead: "er ", glued: ".", rest: "" });
    expect(splitAtGap("Ist das ___? Ja.")).toEqual({ before: "Ist ", lead: "das ", glued: "?", rest: " Ja." });
  });

  it("keeps the word before the gap with it, so the gap never opens a line alone", () => {
    expect(splitAtGap("Der ___ lernt das Handwerk.")).toMatchObject({ before: "", lead: "Der ", glued: "" });
  });

  it("glues nothing where a word follows after a space", () => {
    expect(splitAtGap("___ des Regens")).toEqual({ before: "", lead: "", glued: "", rest: " des Regens" });
  });
});
