import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";

/** Each number a link a phone dials (its digits as the text writes them), read left to right in Arabic too. */
const dial = (chunks: ReactNode) => (
  <a href={`tel:${[chunks].flat().join("").replace(/\D/g, "")}`} dir="ltr">
    {chunks}
  </a>
);

/** Whether the site's texts carry a help line (`sites.<site>.help`): the writing group's and the lobby's. */
async function hasHelpLine(site: string, locale: Locale): Promise<boolean> {
  const messages = await getMessages({ locale });
  return (messages.sites as Record<string, { help?: string }>)[site]?.help !== undefined;
}

/**
 * The site's help line: the crisis helpline and the emergency number, each dialable, the emergency
 * number whole with its label (`<className>-urgent`), the line's second fact. Its shape wherever it
 * stands: app/globals.css, [data-help-line].
 */
export async function HelpLine({ site, locale, className }: { site: string; locale: Locale; className: string }) {
  if (!(await hasHelpLine(site, locale))) return null;
  const t = await getTranslations({ locale });
  return (
    <p className={className} data-help-line="">
      {t.rich(`sites.${site}.help` as "sites.writing.help", {
        line: dial,
        emergency: dial,
        urgent: (chunks) => <span className={`${className}-urgent`}>{chunks}</span>,
      })}
    </p>
  );
}
