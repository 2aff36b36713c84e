import { getTranslations } from "next-intl/server";
import type { Session } from "@/lib/auth/session";
import { editorAccess } from "@/lib/content/editor-access";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import type { Locale } from "@/lib/i18n/locales";
import { FactsForm } from "./facts-form";

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
      <FeatureTexts locale={locale} namespaces={["factsForm"]}>
        <FactsForm />
      </FeatureTexts>
    </article>
  );
}
