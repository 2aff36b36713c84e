import "server-only";
import { factOverridesOf } from "@/lib/content/fact-values";
import { currentOverlay } from "@/lib/content/overlay";
import { previewFacts } from "@/lib/content/preview-texts";
import { dataOf, type PageBlock, type ParagraphPlace, type SiteData, type StructuredData } from ".";

let memo: { version: number; bySite: Map<string, SiteData | undefined> } = { version: -1, bySite: new Map() };

/**
 * A site's data with what its editors published, once per overlay version: every page, block,
 * structured data and fact filled into a text reads it here, so a publish reaches them all. While
 * the build prerenders the overlay is empty and this is the build's data. An editor's preview
 * gets her fact drafts laid over it.
 */
export async function publishedDataOf(site: string): Promise<SiteData | undefined> {
  const overlay = await currentOverlay();
  const drafts = previewFacts();
  if (drafts) {
    // An editor's preview: her drafts over the published facts, for this request alone.
    const drafted = new Set(drafts.map((draft) => draft.path));
    const withDrafts = factOverridesOf(overlay.values, site)
      .filter((override) => !drafted.has(override.path))
      .concat(drafts.filter((draft) => draft.value !== null));
    return dataOf(site, (owner) => (owner === site ? withDrafts : factOverridesOf(overlay.values, owner)));
  }
  if (memo.version !== overlay.version) memo = { version: overlay.version, bySite: new Map() };
  if (!memo.bySite.has(site)) memo.bySite.set(site, dataOf(site, (owner) => factOverridesOf(overlay.values, owner)));
  return memo.bySite.get(site);
}

/** The site's time zone, in which its pages count their today. */
export async function siteTimeZone(site: string): Promise<string> {
  return (await publishedDataOf(site))?.timeZone ?? "UTC";
}

/** The blocks of a site's page as published. */
export async function blocksOf(site: string, page: string): Promise<readonly PageBlock[]> {
  return (await publishedDataOf(site))?.pages[page] ?? [];
}

/** The structured data of a site's page as published. */
export async function structuredDataOf(site: string, page: string): Promise<readonly StructuredData[]> {
  return (await publishedDataOf(site))?.structuredData[page] ?? [];
}

/** The paragraphs of a site's page that speak of signing in. */
export async function signInParagraphsOf(site: string, page: string): Promise<readonly ParagraphPlace[]> {
  return (await publishedDataOf(site))?.signInParagraphs?.[page] ?? [];
}
