import type { RouteDefinition } from "./types";

/** Routes every site has. "/" , "/index.html" and "/start" all show the start page. */
export const sharedRoutes: readonly RouteDefinition[] = [
  { path: "/", page: "start", access: "public" },
  { path: "/index.html", page: "start", access: "public" },
  { path: "/start", page: "start", access: "public" },
  { path: "/login", page: "login", access: "public", ownSegment: true },
  { path: "/log_out", page: "log_out", access: "public", ownSegment: true },
  { path: "/imprint", page: "imprint", access: "public", ownSegment: true },
  { path: "/dashboard", page: "dashboard", access: "session" },
  { path: "/protected", page: "protected", access: "session" },
  { path: "/intern", page: "intern", access: "session" },
  { path: "/various", page: "various", access: "session" },
  // The tools of the /various hub, each on its own view, in the members' words.
  { path: "/various/settings", page: "toolSettings", access: "session", parent: "/various" },
  { path: "/various/editor", page: "toolEditor", access: "session", parent: "/various" },
  { path: "/various/playground", page: "toolPlayground", access: "session", parent: "/various" },
  { path: "/various/autoclave", page: "toolAutoclave", access: "session", parent: "/various" },
  { path: "/various/calendar", page: "toolCalendar", access: "session", parent: "/various" },
  // The editors' area: open to signed-in members, and each page shows its work to the site's editors only.
  { path: "/edit", page: "edit", access: "session", perRequest: true },
  { path: "/edit/texts", page: "editTexts", access: "session", parent: "/edit", perRequest: true },
  { path: "/edit/facts", page: "editFacts", access: "session", parent: "/edit", perRequest: true },
  { path: "/edit/changes", page: "editChanges", access: "session", parent: "/edit", perRequest: true },
  { path: "/edit/preview", page: "editPreview", access: "session", parent: "/edit", perRequest: true },
  { path: "/intern/chat", page: "chat", access: "entitled", perRequest: true },
  { path: "/intern/doc", page: "doc", access: "entitled" },
];
