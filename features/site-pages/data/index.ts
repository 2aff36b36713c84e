import { applyFactOverrides, factsWith, type FactOverride, type RefusedOverride } from "@/lib/site-facts/fact-overrides";
import type { SiteFactsFile } from "@/lib/site-facts/schema";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { forumSource } from "./forum";
import { languagesSource } from "./languages";
import { lobbySource } from "./lobby";
import { morphemeSource } from "./morpheme";
import { peaceSource } from "./peace";
import { politicalSource } from "./political";
import { symaSource } from "./syma";
import { taxSource } from "./tax";
import { vaultSource } from "./vault";
import { writingSource } from "./writing";
import type { OwnerRecord, SiteData, SiteDataSource } from "./types";

const sources: Readonly<Record<SiteId, SiteDataSource>> = {
  syma: symaSource,
  vault: vaultSource,
  peace: peaceSource,
  writing: writingSource,
  morpheme: morphemeSource,
  forum: forumSource,
  political: politicalSource,
  languages: languagesSource,
  lobby: lobbySource,
  tax: taxSource,
};

const isSite = (site: string): site is SiteId => Object.hasOwn(sources, site);

function theOwnersSource(): { site: SiteId; read: (facts: SiteFactsFile) => OwnerRecord; facts: readonly string[] } {
  const found = (Object.keys(sources) as SiteId[]).flatMap((site) => {
    const { owner: read, ownerFacts: facts } = sources[site];
    if (read && !facts) throw new Error(`${site}: the owner's record needs the fact groups it reads (ownerFacts)`);
    return read && facts ? [{ site, read, facts }] : [];
  });
  const [only] = found;
  if (!only || found.length > 1) throw new Error("exactly one site's facts must hold the owner's record");
  return only;
}

const ownerSource = theOwnersSource();

/** The site whose facts hold the owner's record, which the imprints of the other sites show too. */
export const ownerSite: SiteId = ownerSource.site;

const buildOwner = ownerSource.read(sources[ownerSite].file);

/** Every site's facts and page furniture as the build has them; texts are in messages/<locale>.json under `content.<site>`. */
export const siteData = Object.fromEntries(Object.entries(sources).map(([site, source]) => [site, source.build(source.file, buildOwner)])) as Readonly<Record<SiteId, SiteData>>;

/** Whether `data` holds one of `records` itself (not an equal copy) anywhere inside. */
function holdsAny(data: unknown, records: readonly object[]): boolean {
  if (typeof data !== "object" || data === null) return false;
  if (records.includes(data)) return true;
  return Object.values(data).some((inner) => holdsAny(inner, records));
}

// The sites whose pages show the owner's record: their data as the build made it holds his.
const showOwnersRecord = new Set((Object.keys(siteData) as SiteId[]).filter((site) => site === ownerSite || holdsAny(siteData[site], [buildOwner.person, buildOwner.channels])));

/**
 * Whether a published fact (its owner site and path, e.g. `person/street`) changes what the pages
 * of `site` show: its own facts, and the owner's record on every site whose imprint shows him.
 */
export function factReaches(site: string, owner: string, path: string): boolean {
  if (owner === site) return true;
  if (owner !== ownerSite || !isSite(site) || !showOwnersRecord.has(site)) return false;
  return ownerSource.facts.some((group) => path === group || path.startsWith(`${group}/`));
}

/** The published fact overrides of one site. */
export type OverridesOf = (site: SiteId) => readonly FactOverride[];

/**
 * A site's data as visitors see it: the build's files with the published fact overrides on top,
 * the pages' blocks and structured data made from the result, the owner's record in the imprint
 * as his site publishes it. Every reader of facts, places, event plans, contact records and the
 * organiser goes through here, so a publish reaches them all.
 */
export function dataOf(site: string, overridesOf: OverridesOf = () => []): SiteData | undefined {
  if (!isSite(site)) return undefined;
  const own = overridesOf(site);
  const ownersOwn = overridesOf(ownerSite);
  if (own.length === 0 && ownersOwn.length === 0) return siteData[site];
  const owner = ownersOwn.length === 0 ? buildOwner : ownerSource.read(applyFactOverrides(sources[ownerSite].file, ownersOwn).data);
  const source = sources[site];
  return source.build(own.length === 0 ? source.file : applyFactOverrides(source.file, own).data, owner);
}

/** The facts file of a site as the build holds it. */
export function factsFileOf(site: SiteId): SiteFactsFile {
  return sources[site].file;
}

/**
 * The facts a publish would leave: the build's with the published overrides and the new ones,
 * checked together by the schema and by building the site's pages from them (a listing that needs
 * a figure refuses a figure turned into a text). Every refusal names a path and the reason.
 */
export function checkFacts(site: SiteId, overrides: readonly FactOverride[]): { ok: true; facts: SiteFactsFile } | { ok: false; refused: readonly RefusedOverride[] } {
  const source = sources[site];
  const checked = factsWith(source.file, overrides);
  if (!checked.ok) return checked;
  try {
    source.build(checked.facts, buildOwner);
  } catch (error) {
    const [path = "(root)", ...reason] = (error instanceof Error ? error.message : String(error)).split(": ").slice(1);
    return { ok: false, refused: [{ path, reason: reason.join(": ") || "the site's pages cannot be made from these facts" }] };
  }
  return checked;
}

export type * from "./types";
