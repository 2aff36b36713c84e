import "server-only";
import { getDataTexts } from "@/lib/i18n/data-texts";
import type { FoldLabels } from "@/components/article/fold";
import type { BlockContext } from "./block-types";

/** Translator for a block's own texts, `content.<site>.blocks.<name>`, with the site's facts at hand. */
export async function blockTexts(context: BlockContext, name: string) {
  const t = await getDataTexts(context.locale, `content.${context.site}.blocks.${name}`);
  const translate = (key: string, values: Record<string, string | number> = {}) => t(key, { ...context.facts, ...values });
  return Object.assign(translate, { has: (key: string) => t.has(key) });
}

/** Shared labels of a block kind, `blocks.<kind>`. */
export async function blockLabels(context: BlockContext, kind: string) {
  return getDataTexts(context.locale, `blocks.${kind}`);
}

/** The switch of a block's fold: what it opens (`blocks.folds.<what>`), and "Show less". */
export async function foldLabels(context: BlockContext, what: "news" | "press"): Promise<FoldLabels> {
  const [folds, shell] = await Promise.all([getDataTexts(context.locale, "blocks.folds"), getDataTexts(context.locale, "shell")]);
  return { more: folds(what), less: shell("showLess") };
}
