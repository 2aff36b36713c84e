import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { findRoute, type ViewDefinition } from "@/lib/tenancy/sites/registry";
import { localizedPath } from "@/lib/tenancy/view-context";
import { LinkCards } from "../link-cards";
import { editorViews } from "./editor-views";

/** /edit for an editor of the site: one card per view (texts, facts, the change log). */
export async function EditorsHub({ view, locale }: { view: ViewDefinition; locale: Locale }) {
  const t = await getTranslations({ locale });
  const cards = editorViews
    .filter((entry) => findRoute(view, entry.path))
    .map((entry) => ({
      href: localizedPath(locale, entry.path),
      title: t(`paths.${entry.page}`),
      text: t(`members.editors.describe.${entry.page}`),
      icon: entry.icon,
    }));
  return (
    <article className="article article-wide">
      <h1>{t("paths.edit")}</h1>
      <p className="lead">{t("members.editors.intro")}</p>
      <LinkCards cards={cards} />
    </article>
  );
}
