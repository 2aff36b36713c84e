// The languages hero's cut fonts (@font-face rules only, fetched where a phrase uses them) beside
// the sites' faces: the CSS chunker sets them in the faces' style sheet. In the root layout they
// shared the global sheet, which the chunker splits past its size (a fourth request, round 82).
import "./phrase-fonts.css";
import { preload } from "react-dom";
import type { Locale } from "@/lib/i18n/locales";
import type { FaceName } from "./face-names";
import { faces } from "./faces";
import { fontFileOf } from "./font-preloads";

/**
 * The Tamil faces: Noto Serif Tamil beside a serif, Noto Sans Tamil beside a sans (or a script
 * face), each as the regular cut and the book cut for headings beside a light display serif; the
 * condensed cut of Noto Sans Tamil beside a condensed sans (the tax office's Oswald).
 */
type TamilFace = Extract<FaceName, "notoSansTamil" | "notoSansTamilBook" | "notoSansTamilCondensed" | "notoSerifTamil" | "notoSerifTamilBook">;

/** A site's Tamil faces, and optionally the Latin faces its Tamil pages set Latin words and figures in. */
export interface TamilFaces {
  readonly heading: TamilFace;
  readonly body: TamilFace;
  readonly latin?: { readonly heading: FaceName; readonly body: FaceName };
}

/** The faces whose Cyrillic cut stands in for a site's face that has none (see SiteTheme.cyrillicFaces). */
export interface CyrillicFaces {
  readonly heading?: FaceName;
  readonly body?: FaceName;
  /**
   * The weight a Russian page's headings take where the stand-in draws lighter than the display
   * face it replaces (Nunito at 600 beside Fredoka's 600 read as body text).
   */
  readonly headingWeight?: number;
}

/** The faces a site's theme names (the registry's themes hold more). */
interface SiteFaces {
  readonly headingFace: FaceName;
  readonly bodyFace: FaceName;
  readonly arabicFace: "notoSansArabic" | "notoNaskhArabic";
  readonly arabicTitleFace?: "arefRuqaa";
  readonly tamilFaces: TamilFaces;
  readonly scriptHeadings?: { readonly arabicFace?: "notoSansArabic" | "notoNaskhArabic"; readonly tamilFace?: "notoSansTamil" };
  readonly cyrillicFaces?: CyrillicFaces;
}

/** A face's Cyrillic file alone (its unicode-range holds only Cyrillic), to lead a stack without taking its Latin letters. */
function cyrillicPart(face: FaceName): string {
  const part = faces[face].stack.split(", ").find((entry) => entry.endsWith("-cyrillic)"));
  if (!part) throw new Error(`the face ${face} has no Cyrillic cut`);
  return part;
}

/**
 * The face classes and font stacks of one site. The Arabic and Tamil faces lead each stack: they
 * cover only their own scripts (unicode-range), so Latin and Cyrillic text falls through to the
 * site's faces, and their files load only on pages that show Arabic or Tamil text. A Tamil page
 * of a site that names Latin faces for Tamil puts them before its own, so a Latin name or a
 * figure inside Tamil text stands as large as the letters around it.
 */
export function siteFonts(theme: SiteFaces, locale: Locale): { className: string; stacks: Record<"--font-heading" | "--font-body", string> } {
  const tamilLatin = locale === "ta" ? theme.tamilFaces.latin : undefined;
  const headingFaces = [theme.arabicTitleFace ?? theme.scriptHeadings?.arabicFace ?? theme.arabicFace, theme.scriptHeadings?.tamilFace ?? theme.tamilFaces.heading, ...(tamilLatin ? [tamilLatin.heading] : []), theme.headingFace];
  const bodyFaces = [theme.arabicFace, theme.tamilFaces.body, ...(tamilLatin ? [tamilLatin.body] : []), theme.bodyFace];
  const stack = (used: readonly FaceName[], cyrillic: FaceName | undefined) => [...(cyrillic ? [cyrillicPart(cyrillic)] : []), ...used.map((face) => faces[face].stack)].join(", ");
  const cyrillicFaces = [theme.cyrillicFaces?.heading, theme.cyrillicFaces?.body].filter((face) => face !== undefined);
  return {
    className: [...new Set([...headingFaces, ...bodyFaces, ...cyrillicFaces].flatMap((face) => faces[face].classNames))].join(" "),
    stacks: { "--font-heading": stack(headingFaces, theme.cyrillicFaces?.heading), "--font-body": stack(bodyFaces, theme.cyrillicFaces?.body) },
  };
}

/**
 * Preloads what the first screen of a page shows: the script face on Arabic and Tamil pages, else
 * the Latin files of the site's heading and body faces. Other subsets load only when used.
 */
export function preloadSiteFonts(theme: SiteFaces, locale: Locale): void {
  const shown = locale === "ar" ? [theme.arabicFace] : locale === "ta" ? [theme.scriptHeadings?.tamilFace ?? theme.tamilFaces.heading, theme.tamilFaces.body] : [theme.headingFace, theme.bodyFace];
  for (const face of new Set(shown)) {
    const file = fontFileOf(faces[face].family);
    if (file) preload(file, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  }
}
