import { getTranslations } from "next-intl/server";
import { localeTags, locales, nativeNames, directionOf, type Locale } from "@/lib/i18n/locales";

interface LanguageMenuProps {
  locale: Locale;
  /** The current path without locale; each entry links to the same page in its language. */
  path: string;
}

/** The header's language choice: every language in its own name, no script needed (a disclosure). */
export async function LanguageMenu({ locale, path }: LanguageMenuProps) {
  const t = await getTranslations({ locale, namespace: "siteNavigation" });
  const suffix = path === "/" ? "" : path;
  return (
    <details className="language-menu">
      <summary>
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
        <span aria-hidden="true">{locale.toUpperCase()}</span>
        <span className="visually-hidden">
          {t("language")}: {nativeNames[locale]}
        </span>
      </summary>
      <nav aria-label={t("languageList")}>
        <ul className="language-list">
          {locales.map((other) => (
            <li key={other}>
              <a
                href={`/${other}${suffix}`}
                hrefLang={localeTags[other]}
                lang={localeTags[other]}
                aria-current={other === locale ? "true" : undefined}
              >
                {/* The name keeps its own direction, but the row follows the page's: every row
                    has its name at the start and its code at the end, the Arabic one too. */}
                <span dir={directionOf(other)}>{nativeNames[other]}</span>
                <span className="language-tag" aria-hidden="true">
                  {other.toUpperCase()}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
