import Image from "next/image";
import { getTranslations } from "next-intl/server";
import { basicLocales, directionOf, localeTags, locales, nativeNames, type Locale } from "@/lib/i18n/locales";
import { LanguageListToggle } from "./language-list-toggle";

interface FlagBarProps {
  locale: Locale;
  /** The current path without locale; each flag links to the same page in its language. */
  path: string;
}

/** Flags 40×30, each named in its own language; the basic set EN, DE, all eight after the plus button. */
export async function FlagBar({ locale, path }: FlagBarProps) {
  const t = await getTranslations({ locale, namespace: "shell" });
  const suffix = path === "/" ? "" : path;
  return (
    <nav className="flag-bar" aria-label={t("languageBar")}>
      <ul>
        {locales.map((other) => {
          const extended = !basicLocales.includes(other) && other !== locale;
          return (
            <li key={other} className={extended ? "flag-extended" : undefined}>
              <a
                href={`/${other}${suffix}`}
                hrefLang={localeTags[other]}
                lang={localeTags[other]}
                aria-current={other === locale ? "true" : undefined}
              >
                <Image src={`/flags/${other}.svg`} width={40} height={30} alt="" unoptimized />
                <span className="flag-name" dir={directionOf(other)}>
                  {nativeNames[other]}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      <LanguageListToggle all />
      <LanguageListToggle all={false} />
    </nav>
  );
}
