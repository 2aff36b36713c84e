/**
 * The sites this server serves, by id. The registry describes each one (lib/tenancy/sites);
 * the list sits here, below every other room, because the environment names variables after
 * it (SITE_HOSTS_<SITE>, SESSION_DURATION_<SITE>, SHARED_LOGIN_<SITE>) and every room reads
 * the environment.
 */
export const siteIds = [
  "syma",
  "vault",
  "peace",
  "writing",
  "morpheme",
  "forum",
  "political",
  "languages",
  "lobby",
  "tax",
] as const;
export type SiteId = (typeof siteIds)[number];
