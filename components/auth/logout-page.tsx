import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { LogoutView } from "@/components/lazy/page-widgets";
import { textsOf } from "./texts";

/** /log_out: a static page; the client signs out on arrival from this site (else after a click) and says so. */
export async function LogoutPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "auth.logout" });
  const confirm = await getTranslations({ locale, namespace: "logoutConfirm" });
  return (
    <article className="article">
      <h1>{t("heading")}</h1>
      <LogoutView
        locale={locale}
        texts={{ ...textsOf(t, ["working", "done", "doneText", "signInAgain", "toStart"]), ...textsOf(confirm, ["question", "button"]) }}
      />
    </article>
  );
}
