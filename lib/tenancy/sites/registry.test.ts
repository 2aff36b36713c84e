import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findView, menuOf, menuPathOf, ownRoutesOf, publicPageOf, routesOf, sites } from "@/lib/tenancy/sites/registry";
import { sharedRoutes } from "@/lib/tenancy/sites/shared-routes";
import { siteIds } from "@/lib/tenancy/sites/types";

const signedOut = { signedIn: false, entitled: false };
const paths = (items: { path: string }[]) => items.map((item) => item.path);

describe("route tables", () => {
  it.each(siteIds)("%s answers every shared route", (id) => {
    const own = routesOf(sites[id]).map((route) => route.path);
    for (const shared of sharedRoutes) expect(own).toContain(shared.path);
  });

  it("adds each site's own routes", () => {
    expect(publicPageOf(sites.syma, "/cv")).toBe("cv");
    expect(publicPageOf(sites.forum, "/cv")).toBeUndefined();
    expect(["/peace", "/auschwitz", "/daily_gospel", "/work"].map((p) => publicPageOf(sites.peace, p))).toEqual([
      "peace",
      "auschwitz",
      "daily_gospel",
      "work",
    ]);
    expect(["2025", "2024", "2023", "2022", "2021", "2020"].every((year) => publicPageOf(sites.forum, `/${year}`))).toBe(true);
    expect(publicPageOf(sites.forum, "/2019")).toBeUndefined();
    expect(publicPageOf(sites.morpheme, "/play")).toBe("play");
    expect(publicPageOf(sites.morpheme, "/photos")).toBe("photos");
    expect(routesOf(sites.writing).filter((route) => route.access === "public")).toHaveLength(sharedRoutes.filter((r) => r.access === "public").length + 7);
    expect(publicPageOf(sites.writing, "/exin1")).toBe("exin1");
    expect(routesOf(sites.writing).some((route) => route.path.startsWith("/sheets"))).toBe(true);
  });

  it("lists a site's own routes apart, extra pages only when the site's flag is on", () => {
    expect(ownRoutesOf(sites.vault).map((route) => route.path)).toEqual(["/intern/1971", "/intern/2001"]);
    expect(ownRoutesOf({ ...sites.vault, extraPages: false })).toEqual([]);
    expect(ownRoutesOf(sites.syma).map((route) => route.path)).toEqual(["/cv"]);
  });

  it("sends the people of a site without a members' area to a site that has one", () => {
    for (const id of siteIds) {
      const site = sites[id];
      if (site.authMenu) expect(site.membersAreaAt, id).toBeUndefined();
      else expect(site.membersAreaAt && sites[site.membersAreaAt].authMenu, id).toBe(true);
    }
  });

  it("names the members of every site with a members' area, each kind of site in its own words", () => {
    const withArea = siteIds.filter((id) => sites[id].authMenu);
    for (const id of withArea) expect(sites[id].members, id).toBeDefined();
    expect(new Set(withArea.map((id) => sites[id].members)).size).toBe(withArea.length);
    for (const id of siteIds.filter((id) => !sites[id].authMenu)) expect(sites[id].members, id).toBeUndefined();
  });

  it("serves the start page at /, /index.html and /start", () => {
    for (const path of ["/", "/index.html", "/start"]) expect(publicPageOf(sites.lobby, path)).toBe("start");
  });

  it("keeps signed-in routes out of the public pages", () => {
    for (const path of ["/dashboard", "/protected", "/intern", "/various", "/intern/chat", "/intern/doc"]) {
      expect(publicPageOf(sites.syma, path)).toBeUndefined();
    }
    expect(publicPageOf(sites.vault, "/intern/1971")).toBeUndefined();
  });

  it("lets each tool's view highlight the single Tools entry of the menu", () => {
    for (const tool of ["settings", "editor", "playground", "autoclave", "calendar"]) {
      expect(publicPageOf(sites.forum, `/various/${tool}`)).toBeUndefined();
      expect(menuPathOf(sites.forum, `/various/${tool}`)).toBe("/various");
    }
    expect(menuPathOf(sites.forum, "/intern/chat")).toBe("/intern/chat");
    // Round 83: the chat's closed entry cannot be current; "Chat and documents" above it is.
    expect(menuPathOf(sites.forum, "/intern/chat", { signedIn: true, entitled: false })).toBe("/intern");
    expect(menuPathOf(sites.forum, "/intern/chat", { signedIn: true, entitled: true })).toBe("/intern/chat");
    expect(menuPathOf(sites.forum, "/various/editor", { signedIn: true, entitled: false })).toBe("/various");
    expect(menuPathOf(sites.vault, "/intern/1971", { signedIn: true, entitled: false })).toBe("/intern/1971");
    const member = menuOf(sites.forum, { signedIn: true, entitled: true });
    expect(paths(member).filter((path) => path.startsWith("/various"))).toEqual(["/various"]);
  });


  it("serves every signed-in route behind a gate for the route it names (per request from the members' group, else kept per access), and every public route with a folder of its own from that folder", () => {
    for (const site of Object.values(sites)) {
      for (const route of routesOf({ ...site, extraPages: true })) {
        if (route.access !== "public") {
          const page = route.perRequest ? `app/[site]/[locale]/(members)${route.path}/page.tsx` : `app/[site]/[locale]/kept/[access]${route.path}/page.tsx`;
          expect(existsSync(page), route.path).toBe(true);
          const source = readFileSync(page, "utf8");
          expect(source, route.path).toContain(`const PATH = "${route.path}";`);
          expect(source, route.path).toMatch(route.perRequest ? /export default memberPage\(PATH,/ : /export default keptPage\(PATH,/);
        }
        else if (route.ownSegment) expect(existsSync(`app/[site]/[locale]${route.path}/page.tsx`), route.path).toBe(true);
      }
    }
  });

  it("drops the extra pages when the site's flag is off", () => {
    const withoutExtras = { ...sites.vault, extraPages: false };
    expect(routesOf(sites.vault).map((route) => route.path)).toContain("/intern/1971");
    expect(routesOf(withoutExtras).map((route) => route.path)).not.toContain("/intern/1971");
    expect(paths(menuOf(withoutExtras, signedOut))).toEqual(["/start", "/imprint", "/login"]);
  });
});

describe("menus", () => {
  it("lists the sites' entries after /start, then /login when signed out", () => {
    expect(paths(menuOf(sites.syma, signedOut))).toEqual(["/start", "/cv", "/imprint", "/login"]);
    expect(paths(menuOf(sites.morpheme, signedOut))).toEqual(["/start", "/play", "/photos", "/imprint", "/login"]);
    expect(paths(menuOf(sites.forum, signedOut))).toEqual(["/start", "/2025", "/2024", "/2023", "/2022", "/2021", "/2020", "/imprint", "/login"]);
    // "News 2025", then the older years by their number alone: one list of the news, not six times the word.
    expect(menuOf(sites.forum, signedOut).map((item) => item.label).slice(1, 7)).toEqual(["year2025", "2024", "2023", "2022", "2021", "2020"]);
    expect(paths(menuOf(sites.peace, signedOut))).toEqual(["/start", "/peace", "/auschwitz", "/daily_gospel", "/work", "/imprint", "/login"]);
    // Round 83 replaced the years after the sign-in entry with the specification's order (SPEC §2).
    expect(paths(menuOf(sites.vault, signedOut))).toEqual(["/start", "/intern/1971", "/intern/2001", "/imprint", "/login"]);
    expect(paths(menuOf(sites.vault, { signedIn: true, entitled: true })).slice(0, 4)).toEqual(["/start", "/intern/1971", "/intern/2001", "/imprint"]);
    expect(paths(menuOf(sites.writing, signedOut)).slice(0, 2)).toEqual(["/start", "/contentWriting"]);
  });

  it("holds the writing course's six lessons in one group, the menu's other entries outside it", () => {
    const grouped = menuOf(sites.writing, signedOut).filter((item) => item.group === "course");
    expect(paths(grouped)).toEqual(["/concept", "/curriculum", "/authorship", "/firstEdition", "/sheetsMkt", "/exin1"]);
    expect(menuOf(sites.writing, signedOut).filter((item) => !item.group).map((item) => item.path)).toEqual(["/start", "/contentWriting", "/imprint", "/login", "/intern/mps30"]);
  });

  it("puts the writing site's /intern/mps30 after the auth entries, signed in or out", () => {
    expect(paths(menuOf(sites.writing, signedOut)).slice(-3)).toEqual(["/imprint", "/login", "/intern/mps30"]);
    expect(paths(menuOf(sites.writing, { signedIn: true, entitled: true })).slice(-2)).toEqual(["/log_out", "/intern/mps30"]);
  });

  it("lists members-only entries to visitors as not entitled (disabled), and entitled once signed in", () => {
    const entitlement = (site: typeof sites.vault, context: { signedIn: boolean; entitled: boolean }) =>
      Object.fromEntries(menuOf(site, context).map((item) => [item.path, item.entitled]));
    expect(entitlement(sites.vault, signedOut)).toMatchObject({ "/intern/1971": false, "/intern/2001": false, "/imprint": true, "/login": true });
    expect(entitlement(sites.writing, signedOut)).toMatchObject({ "/intern/mps30": false, "/contentWriting": true });
    expect(entitlement(sites.vault, { signedIn: true, entitled: false })).toMatchObject({ "/intern/1971": true, "/intern/2001": true });
    expect(entitlement(sites.writing, { signedIn: true, entitled: false })).toMatchObject({ "/intern/mps30": true });
  });

  it("gives the construction site no menu and unknown hosts the fallback menu", () => {
    expect(paths(menuOf(sites.tax, signedOut))).toEqual(["/start"]);
    const unknown = findView("unknown");
    expect(unknown && paths(menuOf(unknown, signedOut))).toEqual(["/start", "/imprint", "/login"]);
  });

  it("switches to the signed-in entries; chat is disabled and doc hidden unless entitled", () => {
    const member = menuOf(sites.syma, { signedIn: true, entitled: false });
    expect(paths(member)).toEqual(["/start", "/cv", "/imprint", "/dashboard", "/protected", "/intern", "/various", "/intern/chat", "/log_out"]);
    expect(member.find((item) => item.path === "/intern/chat")?.entitled).toBe(false);
    const entitled = menuOf(sites.syma, { signedIn: true, entitled: true });
    expect(paths(entitled)).toContain("/intern/doc");
    expect(entitled.every((item) => item.entitled)).toBe(true);
  });

  it("labels the writing site's first page 'Writing helps' / 'Schreiben hilft' through its page key", () => {
    expect(menuOf(sites.writing, signedOut)[1]).toEqual({ path: "/contentWriting", label: "contentWriting", entitled: true });
  });
});

describe("the duck", () => {
  // A yellow call-out jars on a serious site and feels like a gimmick to people in crisis: only
  // the playful site closes with it, elsewhere the duck is a line drawing in the footer.
  it.each(siteIds)("%s closes its start page with the coloured call-out only when its frame is playful", (id) => {
    const { frame, theme } = sites[id];
    expect(theme.duck === "callout").toBe(frame.footer === "playful");
  });
  // The bath toy in outline jarred on the dignified sites' footers (an inscription, a maker's mark,
  // a paper's imprint, a public service's badge): there the duck is a drawn mallard.
  it.each(siteIds)("%s draws the bath duck only where the site is playful or typographic", (id) => {
    const { frame, theme } = sites[id];
    if (frame.footer === "masthead" || frame.footer === "civic" || theme.duck === "mark") expect(theme.duckDrawing).not.toBe("rubber");
    if (theme.duck === "callout") expect(theme.duckDrawing).toBe("rubber");
  });
});
