import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "@/lib/format/fill-placeholders";
import { fillTemplate } from "@/lib/format/fill-template";

describe("plain placeholders without the ICU parser", () => {
  it("fills names, writes numbers in the page's language and leaves unknown names visible", () => {
    expect(fillPlaceholders("Looking {direction}, {degrees}°", { direction: "north", degrees: 12 })).toBe("Looking north, 12°");
    expect(fillPlaceholders("{count} Einträge", { count: 1234 }, "de")).toBe("1.234 Einträge");
    expect(fillPlaceholders("{count} عنصر", { count: 1234 }, "ar")).toBe("1,234 عنصر");
    expect(fillPlaceholders("Hello {nmae}", { name: "Ada" })).toBe("Hello {nmae}");
  });

  it("gives plain texts the same result as fillTemplate", () => {
    const values = { user: "ada", count: 1001, time: "14:32" };
    for (const template of ["Your session as {user} expired at {time}.", "{count} of 1,000 characters", "{unknown} stays"]) {
      for (const locale of ["en", "de", "ar", "ta"]) expect(fillPlaceholders(template, values, locale)).toBe(fillTemplate(template, values, locale));
    }
  });
});
