import "server-only";
import { processSingleton } from "@/lib/server/singleton";
import { recordOpenStream } from "@/lib/server/metrics";
import type { SiteId } from "@/lib/tenancy/sites/types";

/** A member with more chat tabs than this is refused the next one; so is a site beyond its cap. */
export const STREAMS_PER_MEMBER = 5;
export const STREAMS_PER_SITE = 200;

export type StreamSlot = { ok: true; close(): void } | { ok: false; reason: "member" | "site" };

interface OpenStreams {
  readonly perMember: Map<string, number>;
  readonly perSite: Map<SiteId, number>;
}

const openStreams = (): OpenStreams => processSingleton("chat-open-streams", () => ({ perMember: new Map(), perSite: new Map() }));

const change = <K>(counts: Map<K, number>, key: K, by: number) => {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
};

/**
 * Takes a place for one event stream of `accountId` on `site`, or says which cap is full. A new
 * stream is refused rather than the oldest closed: a browser reconnects a closed stream by
 * itself, so closing the oldest would only start a round of reconnects.
 */
export function takeStreamSlot(site: SiteId, accountId: number): StreamSlot {
  const { perMember, perSite } = openStreams();
  const member = `${site}:${accountId}`;
  if ((perMember.get(member) ?? 0) >= STREAMS_PER_MEMBER) return { ok: false, reason: "member" };
  if ((perSite.get(site) ?? 0) >= STREAMS_PER_SITE) return { ok: false, reason: "site" };
  change(perMember, member, 1);
  change(perSite, site, 1);
  const closeInMetrics = recordOpenStream();
  let open = true;
  return {
    ok: true,
    close() {
      if (!open) return;
      open = false;
      change(perMember, member, -1);
      change(perSite, site, -1);
      closeInMetrics();
    },
  };
}
