import "server-only";
import { cache } from "react";
import type { Session } from "@/lib/auth/session";
import { draftsOf } from "@/lib/db/content";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessageFile } from "@/lib/i18n/messages";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { editorOfSite } from "./editor-access";
import { decodeFact } from "./fact-values";
import { flattenTexts } from "./text-entries";
import { SHARED } from "./text-scope";

// One holder per request (React's cache is scoped to it), as lib/i18n/request-site.ts keeps the site.
const holder = cache((): { texts?: ReadonlyMap<string, string>; facts?: readonly FactDraft[] } => ({}));

/** A fact draft as the preview lays it over the published facts: null is the build's value again. */
export interface FactDraft {
  readonly path: string;
  readonly value: unknown;
}

/**
 * Makes this request render with an editor's drafts over the published texts
 * (lib/content/request-config.ts lays them over).
 */
function setPreviewTexts(texts: ReadonlyMap<string, string>): void {
  holder().texts = texts;
}

/**
 * Lays the drafts of the session's editor over the texts this request renders in `locale`, once per
 * request (the preview's metadata and page both call it before reading a text); false for a
 * member who is no editor of the site, whose request keeps the published texts.
 */
export const previewDraftsFor = cache(async (session: Session, locale: Locale): Promise<boolean> => {
  if (!(await editorOfSite(session)) || session.accountId === null) return false;
  setPreviewTexts(await draftTextsOf(session.accountId, session.site, locale));
  holder().facts = await draftFactsOf(session.accountId, session.site);
  return true;
});

/** The fact drafts this request previews; undefined on every other page. */
export function previewFacts(): readonly FactDraft[] | undefined {
  return holder().facts;
}

async function draftFactsOf(editor: number, site: SiteId): Promise<FactDraft[]> {
  return (await draftsOf(editor, [site])).filter((draft) => draft.kind === "fact").map((draft) => ({ path: draft.key, value: decodeFact(draft.value) }));
}

/** The drafts this request previews, by dotted key; undefined on every other page. */
export function previewTexts(): ReadonlyMap<string, string> | undefined {
  return holder().texts;
}

/**
 * An editor's drafts of a site's texts in one language, by dotted key: the shared texts' first,
 * then the site's own (which win, as on the published pages). A draft back to the build's text
 * previews the build's text of that language (English where it has none).
 */
async function draftTextsOf(editor: number, site: SiteId, locale: Locale): Promise<Map<string, string>> {
  const [drafts, own, english] = await Promise.all([draftsOf(editor, [SHARED, site]), loadMessageFile(locale), loadMessageFile("en")]);
  const build = flattenTexts(own);
  const fallback = flattenTexts(english);
  const texts = new Map<string, string>();
  for (const owner of [SHARED, site]) {
    for (const draft of drafts) {
      if (draft.kind !== "text" || draft.owner !== owner || draft.locale !== locale) continue;
      texts.set(draft.key, draft.value ?? build.get(draft.key) ?? fallback.get(draft.key) ?? "");
    }
  }
  return texts;
}
