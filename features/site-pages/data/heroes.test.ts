import { describe, expect, it } from "vitest";
import { siteIds } from "@/lib/tenancy/sites/types";
import { heroOf } from "./heroes";

// A site without a first screen shows its start article as any page: a plain column.
const compositionOf = (site: string) => heroOf(site)?.body ?? "column";

describe("start pages' body compositions", () => {
  it("offers at least four different compositions across the sites", () => {
    expect(new Set(siteIds.map(compositionOf)).size).toBeGreaterThanOrEqual(4);
  });

  it("never gives two neighbouring sites of the registry the same composition", () => {
    siteIds.slice(1).forEach((site, index) => {
      const before = siteIds[index] ?? "";
      expect(compositionOf(site), `${site} after ${before}`).not.toBe(compositionOf(before));
    });
  });
});

describe("the lobby's own address", () => {
  it("is the one its data names, on its first screen and in its footer, not another site's", async () => {
    const { lobby } = await import("@/lib/tenancy/sites/sites");
    const { default: lobbyData } = await import("./lobby.json");
    const mail = lobbyData.facts.contactMail.value;
    expect(mail).not.toContain("syma");
    expect(lobby.frame.contactMail).toBe(mail);
    const hero = heroOf("lobby");
    const targets = [...(hero?.actions ?? []).map((action) => action.to), ...(hero?.parts ?? []).flatMap((part) => (part.kind === "cards" ? part.cards.map((card) => card.to) : []))];
    expect(targets).toEqual([{ href: `mailto:${mail}` }, { href: `mailto:${mail}` }]);
  });
});
