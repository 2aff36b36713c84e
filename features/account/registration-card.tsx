import { getTranslations } from "next-intl/server";
import { RegistrationForm } from "./registration-form";
import local from "./members-area.module.css";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The registration of a personal account as a card in the site's shape: on /intern beside the
 * pages it opens, and beside the chat's closed door (round 83: there a lone 480 px card to
 * /intern#register left 60 % of a laptop's column empty and cost a click).
 */
export async function RegistrationCard({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "auth.intern" });
  return (
    <section id="register" className={`card ${local.asideCard} ${local.registerCard}`} aria-labelledby="register-heading">
      <h2 id="register-heading">{t("registerHeading")}</h2>
      <p>{t("registerText")}</p>
      <p className={local.note}>{t("spamNote")}</p>
      <FeatureTexts locale={locale} namespaces={["auth.intern", "auth.errors"]}>
        <RegistrationForm locale={locale} />
      </FeatureTexts>
    </section>
  );
}

/** The way from the shared access to the chat, in three numbered steps. */
export async function WayToChat({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "auth.intern" });
  return (
    <section className={local.steps} aria-labelledby="intern-steps-heading">
      <h2 id="intern-steps-heading">{t("steps.heading")}</h2>
      <ol>
        <li>{t("steps.register")}</li>
        <li>{t("steps.signIn")}</li>
        <li>{t("steps.approved")}</li>
      </ol>
    </section>
  );
}
