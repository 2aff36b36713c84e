import { preload } from "react-dom";
import type { Locale } from "@/lib/i18n/locales";
import type { FaceName } from "./face-names";
import { faces } from "./faces";
import { fontFileOf } from "./font-preloads";

/**
 * The Tamil faces: Noto Serif Tamil beside a serif, Noto Sans Tamil beside a sans (or a script
 * face), each as the regular cut and the book cut for headings beside a light display serif.
 */
export type TamilFace = Extract<FaceName, "notoSansTamil" | "notoSansTamilBook" | "notoSerifTamil" | "notoSerifTamilBook">;

/** The faces a site's theme names (the registry's themes hold more). */
interface SiteFaces {
  readonly headingFace: FaceName;
  readonly bodyFace: FaceName;
  readonly arabicFace: "notoSansArabic" | "notoNaskhArabic";
  readonly arabicTitleFace?: "arefRuqaa";
  readonly tamilFaces: { readonly heading: TamilFace; readonly body: TamilFace };
}

/**
 * The face classes and font stacks of one site. The Arabic and Tamil faces lead each stack: they
 * cover only their own scripts (unicode-range), so Latin and Cyrillic text falls through to the
 * site's faces, and their files load only on pages that show Arabic or Tamil text.
 */
export function siteFonts(theme: SiteFaces): { className: string; stacks: Record<"--font-heading" | "--font-body", string> } {
  const arabicHeading = theme.arabicTitleFace ?? theme.arabicFace;
  const used = [theme.headingFace, theme.bodyFace, theme.arabicFace, arabicHeading, theme.tamilFaces.heading, theme.tamilFaces.body] as const;
  const scripts = (arabic: FaceName, tamil: TamilFace) => `${faces[arabic].stack}, ${faces[tamil].stack}`;
  return {
    className: [...new Set(used.flatMap((face) => faces[face].classNames))].join(" "),
    stacks: {
      "--font-heading": `${scripts(arabicHeading, theme.tamilFaces.heading)}, ${faces[theme.headingFace].stack}`,
      "--font-body": `${scripts(theme.arabicFace, theme.tamilFaces.body)}, ${faces[theme.bodyFace].stack}`,
    },
  };
}

/**
 * Preloads what the first screen of a page shows: the script face on Arabic and Tamil pages, else
 * the Latin files of the site's heading and body faces. Other subsets load only when used.
 */
export function preloadSiteFonts(theme: SiteFaces, locale: Locale): void {
  const shown = locale === "ar" ? [theme.arabicFace] : locale === "ta" ? [theme.tamilFaces.heading, theme.tamilFaces.body] : [theme.headingFace, theme.bodyFace];
  for (const face of new Set(shown)) {
    const file = fontFileOf(faces[face].family);
    if (file) preload(file, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  }
}
