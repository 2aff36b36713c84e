import { describe, expect, it } from "vitest";
import { pickTexts } from "@/lib/i18n/feature-texts";

const all = {
  auth: { login: { heading: "Sign in" }, errors: { network: "Offline" }, chat: { send: "Send" } },
  shell: { darkMode: "Dark mode", footerCredit: "Built with care" },
  plc: { intro: "PLC" },
};

describe("the texts a page hands to its client components", () => {
  it("holds the named groups, nested ones at their place, and nothing else", () => {
    expect(pickTexts(all, ["auth.login", "auth.errors", "shell.darkMode"])).toEqual({
      auth: { login: { heading: "Sign in" }, errors: { network: "Offline" } },
      shell: { darkMode: "Dark mode" },
    });
  });

  it("never changes the loaded texts, which every request shares", () => {
    const before = JSON.stringify(all);
    const picked = pickTexts(all, ["auth", "auth.login"]);
    (picked.auth as Record<string, unknown>).extra = "x";
    expect(JSON.stringify(all)).toBe(before);
  });
});
