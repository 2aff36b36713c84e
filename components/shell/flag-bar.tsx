import { basicLocales, localeTags, locales, nativeNames, type Locale } from "@/lib/i18n/locales";
import { LanguageListToggle } from "./language-list-toggle";

interface FlagBarProps {
  locale: Locale;
  /** The current path without locale; each flag links to the same page in its language. */
  path: string;
  labels: { bar: string; more: string; fewer: string; current: string };
}

/** Flags 40×30 (SPEC §9); the basic set EN, DE, all eight after the plus button. */
export function FlagBar({ locale, path, labels }: FlagBarProps) {
  const suffix = path === "/" ? "" : path;
  return (
    <nav className="flag-bar" aria-label={labels.bar}>
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
                title={other === locale ? `${nativeNames[other]} (${labels.current})` : nativeNames[other]}
              >
                {/* Lazy: the bar is at the foot of the page, and an eager image would be preloaded in the head, competing with the first screen. */}
                <img src={`/flags/${other}.svg`} width={40} height={30} alt={nativeNames[other]} loading="lazy" decoding="async" />
              </a>
            </li>
          );
        })}
      </ul>
      <LanguageListToggle moreLabel={labels.more} fewerLabel={labels.fewer} />
    </nav>
  );
}
