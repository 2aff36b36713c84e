import { getTranslations } from "next-intl/server";
import type { Session } from "@/lib/auth/session";
import { editorAccess } from "@/lib/content/editor-access";
import { FeatureTexts, type TextNamespace } from "@/lib/i18n/feature-texts";
import { CHOICE_LABELS, choiceLabelsOf } from "@/lib/site-facts/schema";
import type { Locale } from "@/lib/i18n/locales";
import { FactsForm } from "./facts-form";

/** The texts that name the values of the form's choices, as the site's pages show them. */
const choiceTextsOf = (site: string) => Object.values(CHOICE_LABELS).map((labels) => choiceLabelsOf(labels, site) as TextNamespace);

/** The facts form for an editor of the site; anyone else is told who may change the facts. */
export async function FactsEditorPage({ locale, session }: { locale: Locale; session: Session }) {
  const t = await getTranslations({ locale, namespace: "factsForm" });
  if (!(await editorAccess(session)).ok) {
    return (
      <article className="article">
        <h1>{t("notEditor.heading")}</h1>
        <p className="lead">{t("notEditor.text")}</p>
      </article>
    );
  }
  return (
    <article className="article article-wide">
      <h1>{t("heading")}</h1>
      <FeatureTexts locale={locale} namespaces={["factsForm", ...choiceTextsOf(session.site)]}>
        <FactsForm />
      </FeatureTexts>
    </article>
  );
}
