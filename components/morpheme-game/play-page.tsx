import { getTranslations } from "next-intl/server";
import { builtInWordLines } from "@/lib/morpheme/built-in-words";
import { SitePage } from "@/components/pages/site-page";
import type { Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/sites/registry";
import { MorphemeGameLoader } from "./morpheme-game-loader";
import { categoryNamesSchema, morphemeGameTextsSchema } from "./texts";

/**
 * /play: the page's article (the guide, with whatever blocks the site gives it), then the game,
 * prerendered. Translated texts are prepared here on the server; the game's client code is a
 * chunk of its own, loaded on /play only.
 */
export async function PlayPage({ view, locale, origin }: { view: ViewDefinition; locale: Locale; origin?: string }) {
  const t = await getTranslations({ locale });
  const texts = { ...morphemeGameTextsSchema.parse(t.raw("morphemeGame")), locale };
  const categoryNames = categoryNamesSchema.parse(t.raw("morpheme.categories"));
  return (
    <>
      <SitePage site={view.id} locale={locale} page="play" origin={origin} />
      <MorphemeGameLoader texts={texts} categoryNames={categoryNames} builtInWordLines={builtInWordLines} />
    </>
  );
}
