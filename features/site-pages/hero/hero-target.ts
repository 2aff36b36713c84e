import type { Locale } from "@/lib/i18n/locales";
import type { HeroTarget } from "./hero-declaration";
import type { PageBlock } from "../data/types";
import { localizedPath } from "@/lib/tenancy/view-context";

/**
 * The address of an action: a page in the visitor's language, an outside address, or the heading
 * of a start-page block (the ids placeBlocks gives: `<kind>-<index>-heading`).
 */
export function heroHref(target: HeroTarget, locale: Locale, startBlocks: readonly PageBlock[]): string | undefined {
  if ("href" in target) return target.href;
  if ("page" in target) return localizedPath(locale, target.page);
  const index = startBlocks.findIndex((block) => block.kind === target.block);
  return index < 0 ? undefined : `#${target.block}-${index}-heading`;
}
