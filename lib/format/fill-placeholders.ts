import { isLocale } from "@/lib/i18n/locales";
import { intlTag } from "./intl";

export type TemplateValues = Readonly<Record<string, string | number>>;

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A site locale ("ar") or its tag ("ar-SA") writes numbers as the site does (intlTag: Western
 * digits in Arabic too, see messages/README.md); any other tag is taken as given.
 */
export function formatTag(locale: string): string {
  const language = locale.split("-")[0];
  return isLocale(language) ? intlTag(language) : locale;
}

/** The page's number format for a site locale or a BCP 47 tag. */
export function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(formatTag(locale));
    numberFormats.set(locale, format);
  }
  return format;
}

export function replaceNames(template: string, values: TemplateValues, number: (value: number) => string): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = values[name];
    return typeof value === "number" ? number(value) : String(value);
  });
}

/**
 * Fills the plain `{name}` placeholders of a translated text, numbers in the page's language;
 * unknown names stay visible. Without the ICU parser of `fillTemplate` (≈ 10 kB gzip), for
 * client components on public pages whose texts have no plural or select.
 */
export function fillPlaceholders(template: string, values: TemplateValues, locale: string = "en"): string {
  return replaceNames(template, values, (value) => numberFormat(locale).format(value));
}
