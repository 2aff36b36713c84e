import { forumTheme, languagesTheme, lobbyTheme, morphemeTheme, peaceTheme, politicalTheme, symaTheme, taxTheme, vaultTheme, writingTheme } from "./themes";
import type { SiteDefinition } from "./types";

const noExtras = { extraPages: false, underConstruction: false } as const;

export const syma: SiteDefinition = {
  id: "syma",
  routes: [{ path: "/cv", page: "cv", access: "public" }],
  menu: ["/cv", "/imprint"],
  authMenu: true,
  members: "clients",
  ownTools: ["/various/playground", "/various/autoclave"],
  theme: symaTheme,
  frame: { header: "inline", footer: "band", contents: "ruled", menu: "underline", switch: "lamp", page: "margin" },
  // The site's icon beside the name: on a phone the name alone was a bare word beside the controls.
  logo: { light: "/icons/syma.svg", dark: "/icons/syma.svg", size: "mark" },
  ...noExtras,
};

export const vault: SiteDefinition = {
  id: "vault",
  routes: [
    { path: "/intern/1971", page: "intern1971", access: "session", extra: true },
    { path: "/intern/2001", page: "intern2001", access: "session", extra: true },
  ],
  // The specification's order (SPEC §2): the family's years right after Start, then the imprint, then
  // the sign-in entries, so the content pages lead the row and the way in closes it (round 83; the
  // years had followed the sign-in entry since an earlier round).
  menu: ["/intern/1971", "/intern/2001", "/imprint"],
  authMenu: true,
  members: "family",
  theme: vaultTheme,
  frame: { header: "masthead", footer: "quiet", contents: "register", menu: "caps", switch: "celestial", page: "margin", plate: true },
  ...noExtras,
  extraPages: true,
};

export const peace: SiteDefinition = {
  id: "peace",
  routes: [
    { path: "/peace", page: "peace", access: "public" },
    { path: "/auschwitz", page: "auschwitz", access: "public" },
    { path: "/daily_gospel", page: "daily_gospel", access: "public", ownSegment: true, perRequest: true },
    { path: "/work", page: "work", access: "public" },
  ],
  menu: ["/peace", "/auschwitz", "/daily_gospel", "/work", "/imprint"],
  authMenu: true,
  members: "committee",
  theme: peaceTheme,
  frame: { header: "masthead", footer: "quiet", contents: "verse", menu: "pill", switch: "celestial", page: "board" },
  ...noExtras,
};

export const writing: SiteDefinition = {
  id: "writing",
  // The course's six pages are one entry of the menu ("Course"), so a wide screen's row reads as a
  // calm table of contents: the start, what the project is, the course, then the back matter.
  routes: [
    { path: "/contentWriting", page: "contentWriting", access: "public" },
    { path: "/concept", page: "concept", access: "public", menuGroup: "course" },
    { path: "/curriculum", page: "curriculum", access: "public", menuGroup: "course" },
    { path: "/authorship", page: "authorship", access: "public", menuGroup: "course" },
    { path: "/firstEdition", page: "firstEdition", access: "public", menuGroup: "course" },
    { path: "/sheetsMkt", page: "sheetsMkt", access: "public", menuGroup: "course" },
    { path: "/exin1", page: "exin1", access: "public", menuGroup: "course" },
    { path: "/intern/mps30", page: "mps30", access: "session", extra: true },
  ],
  menu: [
    "/contentWriting",
    "/concept",
    "/curriculum",
    "/authorship",
    "/firstEdition",
    "/sheetsMkt",
    "/exin1",
    "/imprint",
  ],
  menuAfterAuth: ["/intern/mps30"],
  authMenu: true,
  members: "writingGroup",
  theme: writingTheme,
  frame: { header: "stacked", footer: "soft", contents: "notebook", menu: "contents", switch: "pill", menuRow: "whole" },
  ...noExtras,
  extraPages: true,
};

export const morpheme: SiteDefinition = {
  id: "morpheme",
  routes: [
    { path: "/play", page: "play", access: "public", ownSegment: true },
    { path: "/photos", page: "photos", access: "public" },
  ],
  menu: ["/play", "/photos", "/imprint"],
  authMenu: true,
  members: "teachers",
  ownTools: ["/play"],
  theme: morphemeTheme,
  frame: { header: "stacked", footer: "playful", contents: "chips", menu: "block", switch: "pill", menuAction: "second" },
  ...noExtras,
};

const forumYears = ["2025", "2024", "2023", "2022", "2021", "2020"] as const;

export const forum: SiteDefinition = {
  id: "forum",
  // The newest year is "News 2025"; the older ones follow it as bare years ("2024", "2023", …)
  // under one entry, "Earlier years", so a wide screen's row reads as a menu, not a row of numbers.
  routes: forumYears.map((year, index) => ({
    path: `/${year}`,
    page: `year${year}`,
    access: "public" as const,
    ...(index > 0 ? { menuName: year, menuGroup: "years" as const } : {}),
  })),
  menu: [...forumYears.map((year) => `/${year}`), "/imprint"],
  authMenu: true,
  members: "volunteers",
  theme: forumTheme,
  // One brick band on a wide screen: logo and name, the menu's blocks, the controls (a darker band
  // of controls above it made two headers).
  frame: { header: "inline", footer: "practical", contents: "chips", menu: "block", switch: "stamp", contactMail: "sozialforum@st-marien.example" },
  // The header band is brick-red in both palettes: one mark drawn in the header's own ink suits both
  // (the dark-ink logo, forum-logo-light.svg, is the organisation's logo on white for search engines).
  logo: { light: "/images/forum-logo-header.svg", dark: "/images/forum-logo-header.svg" },
  ...noExtras,
};

export const political: SiteDefinition = {
  id: "political",
  routes: [],
  menu: ["/imprint"],
  authMenu: true,
  members: "readers",
  theme: politicalTheme,
  frame: { header: "masthead", footer: "masthead", contents: "ruled", menu: "rule", switch: "stamp", page: "newspaper", toolsStrip: true, contactMail: "kontakt@syma.example" },
  ...noExtras,
};

export const languages: SiteDefinition = {
  id: "languages",
  routes: [],
  menu: ["/imprint"],
  authMenu: true,
  members: "languageCircle",
  ownTools: ["/various/editor"],
  theme: languagesTheme,
  frame: { header: "inline", footer: "specimen", contents: "chips", menu: "underline", switch: "pill" },
  ...noExtras,
};

export const lobby: SiteDefinition = {
  id: "lobby",
  routes: [],
  menu: ["/imprint"],
  authMenu: true,
  members: "campaigners",
  ownTools: ["/various/calendar"],
  theme: lobbyTheme,
  frame: { header: "utility", footer: "civic", contents: "civic", menu: "underline", switch: "stamp", contactMail: "kontakt@lobby-psychische-gesundheit.example" },
  ...noExtras,
};

export const tax: SiteDefinition = {
  id: "tax",
  routes: [],
  menu: [],
  authMenu: false,
  theme: taxTheme,
  frame: { header: "inline", footer: "practical", contents: "ruled", menu: "block", switch: "lamp" },
  ...noExtras,
  imprintSite: "syma",
  membersAreaAt: "syma",
  underConstruction: true,
};
