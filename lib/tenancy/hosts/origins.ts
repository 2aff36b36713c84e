import type { SiteId } from "@/lib/tenancy/sites/types";
import type { HostConfig } from "@/lib/env/hosts";

/**
 * The canonical origin of a site comes from configuration, never from a request header, so a
 * forged Host or X-Forwarded-Host cannot reach a canonical URL, sitemap or og:url.
 */
export function siteOrigin(site: SiteId, config: HostConfig, devPort: string): string {
  const host = config.primaryHosts[site];
  return host ? `https://${host}` : `http://${site}.localhost:${devPort}`;
}
