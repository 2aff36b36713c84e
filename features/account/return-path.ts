/**
 * The page to open after sign-in: only a path of this site (no scheme, no host, no `//` or `\`
 * that a browser would read as another host), else the overview, a signed-in member's home.
 */
export function safeReturnPath(value: string | null | undefined, fallback = "/dashboard"): string {
  if (!value || value.length > 200) return fallback;
  return /^\/(?:[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*)?$/.test(value) ? value : fallback;
}
