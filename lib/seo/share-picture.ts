import "server-only";
import { createHash } from "node:crypto";
import { publishedTextsOf } from "@/lib/content/published-texts";
import type { ViewId } from "@/lib/tenancy/sites/registry";

/** Where each site serves its share picture (Open Graph, Twitter); no extension, so the middleware picks the site. */
const SHARE_PICTURE_PATH = "/share-picture";
export const SHARE_PICTURE_SIZE = { width: 1200, height: 630 } as const;

export interface ShareTexts {
  readonly title: string;
  readonly description: string;
}

/**
 * What a site's share picture shows: its English title and description as published. One picture
 * serves every language (social networks fetch it once per URL), and its font covers Latin only.
 */
export async function shareTexts(site: ViewId): Promise<ShareTexts> {
  const t = await publishedTextsOf(site, "en");
  return { title: t(`sites.${site}.title`), description: t(`sites.${site}.description`) };
}

/**
 * The picture's address with a short hash of its texts: a social network keeps a picture per URL,
 * so a published title must change the URL for the new picture to be fetched.
 */
export function sharePictureUrl(texts: ShareTexts): string {
  const hash = createHash("sha256").update(JSON.stringify([texts.title, texts.description])).digest("hex");
  return `${SHARE_PICTURE_PATH}?v=${hash.slice(0, 8)}`;
}
