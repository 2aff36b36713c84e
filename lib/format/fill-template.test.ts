import { describe, expect, it } from "vitest";
import { fillTemplate } from "@/lib/format/fill-template";

describe("plain placeholders", () => {
  it("fills names, writes numbers in the page's language and leaves unknown names visible", () => {
    expect(fillTemplate("Looking {direction}, {degrees}°", { direction: "north", degrees: 12 })).toBe("Looking north, 12°");
    expect(fillTemplate("{count} Einträge", { count: 1234 }, "de")).toBe("1.234 Einträge");
    expect(fillTemplate("{count} عنصر", { count: 1234 }, "ar")).toBe("1,234 عنصر");
    expect(fillTemplate("Hello {nmae}", { name: "Ada" })).toBe("Hello {nmae}");
  });
});
