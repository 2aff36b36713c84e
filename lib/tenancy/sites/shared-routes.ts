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
  // The editors' form of the site's facts; the page itself refuses anyone who is no editor of the site.
  { path: "/edit/facts", page: "editFacts", access: "session", parent: "/edit" },
  { path: "/intern/chat", page: "chat", access: "entitled" },
  { path: "/intern/doc", page: "doc", access: "entitled" },
];
