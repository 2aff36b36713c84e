import type { SiteId } from "@/lib/tenancy/sites/types";
import { forumData } from "./forum";
import { languagesData } from "./languages";
import { lobbyData } from "./lobby";
import { morphemeData } from "./morpheme";
import { peaceData } from "./peace";
import { politicalData } from "./political";
import { symaData } from "./syma";
import { taxData } from "./tax";
import { vaultData } from "./vault";
import { writingData } from "./writing";
import { applyFactOverrides, type FactOverride } from "./fact-overrides";
import type { PageBlock, SiteData, StructuredData } from "./types";

/** Every site's facts and page furniture; texts are in messages/<locale>.json under `content.<site>`. */
export const siteData: Readonly<Record<SiteId, SiteData>> = {
  syma: symaData,
  vault: vaultData,
  peace: peaceData,
  writing: writingData,
  morpheme: morphemeData,
  forum: forumData,
  political: politicalData,
  languages: languagesData,
  lobby: lobbyData,
  tax: taxData,
};

/**
 * A site's data as visitors see it: the build's files with the published fact overrides on top.
 * Every reader of facts, places and the organiser goes through here, so a publish reaches them all.
 */
export function dataOf(site: string, published: readonly FactOverride[] = []): SiteData | undefined {
  if (!Object.hasOwn(siteData, site)) return undefined;
  return applyFactOverrides(siteData[site as SiteId], published).data;
}

export function blocksOf(site: string, page: string): readonly PageBlock[] {
  return dataOf(site)?.pages[page] ?? [];
}

export function structuredDataOf(site: string, page: string): readonly StructuredData[] {
  return dataOf(site)?.structuredData[page] ?? [];
}

export type * from "./types";
