import type { CardStyle, Corners, Palette, RuleStyle, ScriptTitleMark, SiteTheme } from "./types";

/** Palette role → custom property suffix (`--light-bg`, `--dark-on-accent`, …). */
const roleNames: Readonly<Record<keyof Palette, string>> = {
  bg: "bg",
  surface: "surface",
  text: "text",
  muted: "muted",
  border: "border",
  accent: "accent",
  onAccent: "on-accent",
  action: "action",
  onAction: "on-action",
  focus: "focus",
  headerBg: "header-bg",
  headerText: "header-text",
};

/** Card radius, control radius. */
const radii: Readonly<Record<Corners, [string, string]>> = {
  square: ["0px", "2px"],
  slight: ["4px", "4px"],
  soft: ["12px", "8px"],
  round: ["20px", "999px"],
};

/** Width and style of section rules and the header's lower edge. */
const ruleLines: Readonly<Record<RuleStyle, [string, string]>> = {
  hairline: ["1px", "solid"],
  double: ["4px", "double"],
  thick: ["4px", "solid"],
  dashed: ["2px", "dashed"],
};

/**
 * Card border width, shadow, top edge width and how much of the accent the top edge takes. No
 * colour role here: these are set on <html>, where a `var(--border)` would resolve to the dark
 * scheme's colour for good (the light scheme switches the roles on <body>), so app/globals.css
 * composes the borders on <body> from these widths.
 */
const cardLooks: Readonly<Record<CardStyle, [string, string, string, string]>> = {
  flat: ["0px", "none", "0px", "0%"],
  outlined: ["1px", "none", "1px", "0%"],
  raised: ["1px", "0 2px 10px rgb(0 0 0 / 0.12)", "1px", "0%"],
  pinned: ["1px", "0 3px 8px rgb(0 0 0 / 0.14)", "5px", "100%"],
};

/** Two colours make hazard stripes (construction), more make equal bands (a colour family). */
export function stripeImage(colours: readonly string[]): string {
  if (colours.length === 0) return "none";
  if (colours.length === 2) return `repeating-linear-gradient(-45deg, ${colours[0]} 0 14px, ${colours[1]} 14px 28px)`;
  const step = 100 / colours.length;
  const bands = colours.map((colour, index) => `${colour} ${(index * step).toFixed(2)}% ${((index + 1) * step).toFixed(2)}%`);
  return `linear-gradient(90deg, ${bands.join(", ")})`;
}

/**
 * The custom properties that shape an Arabic or Tamil main heading's mark (app/globals.css draws
 * it in the page's own colours): a bar at its start, a rule over it, one or two short rules under
 * it (drawn as backgrounds from the start corner, mirrored on Arabic pages), or its colour. Only
 * sizes here, for the reason given at `cardLooks`.
 */
/** The width of a letter of a Tamil heading face, in em, where it is narrower than the serif's. */
const tamilLetterEm: Partial<Record<SiteTheme["tamilFaces"]["heading"], string>> = {
  notoSansTamilCondensed: "1",
  notoSansTamil: "1.4",
};

const scriptTitleMarks: Record<ScriptTitleMark, Record<string, string>> = {
  bar: { "--script-title-bar-width": "6px", "--script-title-bar-room": "0.45em" },
  overline: { "--script-title-over-width": "5px", "--script-title-over-room": "0.3em" },
  rule: {
    "--script-title-under-size": "3.5rem 3px, 0 0",
    "--script-title-under-at": "0 100%",
    "--script-title-under-at-rtl": "100% 100%",
    "--script-title-under-room": "0.45em",
  },
  double: {
    "--script-title-under-size": "4.5rem 2px, 4.5rem 2px",
    "--script-title-under-at": "0 100%, 0 calc(100% - 6px)",
    "--script-title-under-at-rtl": "100% 100%, 100% calc(100% - 6px)",
    "--script-title-under-room": "0.6em",
  },
};

/** The custom properties a site's theme sets on <html>; app/globals.css maps them to the roles. */
export function themeVariables(theme: SiteTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const scheme of ["light", "dark"] as const) {
    for (const [role, name] of Object.entries(roleNames) as [keyof Palette, string][]) {
      const value = theme[scheme][role];
      if (value) variables[`--${scheme}-${name}`] = value;
    }
  }
  const [cardRadius, controlRadius] = radii[theme.corners];
  const [ruleWidth, ruleStyle] = ruleLines[theme.rules];
  const [cardBorderWidth, cardShadow, cardTopWidth, cardTopAccent] = cardLooks[theme.cards];
  // Two colours make hazard tape (stripeImage), a band of whole stripes that closes the header itself.
  const hazardTape = theme.stripe.length === 2;
  const tamilHeading = theme.scriptHeadings.tamilFace ?? theme.tamilFaces.heading;
  return {
    ...variables,
    "--ratio": String(theme.typeScale),
    "--body-size": `${theme.bodySize}rem`,
    ...(theme.labelSize ? { "--label-size": `${theme.labelSize}rem` } : {}),
    ...(theme.reading ? { "--reading-size": `${theme.reading.size}rem`, "--reading-leading": String(theme.reading.leading) } : {}),
    ...(theme.measure ? { "--measure": `${theme.measure}ch` } : {}),
    // Always set, so that app/globals.css can hand it to Arabic pages without a fallback.
    "--arabic-measure": `${theme.arabicMeasure ?? theme.measure ?? 68}ch`,
    "--arabic-body-size": `${theme.arabicBodySize ?? theme.bodySize}rem`,
    ...(theme.arabicWideBodySize ? { "--arabic-wide-body-size": `${theme.arabicWideBodySize}rem` } : {}),
    ...(theme.wideFrame ? { "--wide-frame-width": `${theme.wideFrame}px` } : {}),
    "--heading-weight": String(theme.headingWeight),
    // Always set: a Russian page's body hands it to --heading-weight (app/globals.css).
    "--heading-weight-cyrillic": String(theme.cyrillicFaces?.headingWeight ?? theme.headingWeight),
    ...(theme.arabicTitle ? { "--arabic-title-scale": String(theme.arabicTitle.scale), "--arabic-title-weight": String(theme.arabicTitle.weight) } : {}),
    "--font-section": theme.headingFaceOn === "titles" ? "var(--font-body)" : "var(--font-heading)",
    // A handwriting face (kept for titles) runs small: the phone header's one line sets it larger.
    "--phone-title-size": theme.phoneTitleSize ? `${theme.phoneTitleSize}rem` : theme.headingFaceOn === "titles" ? "1.375rem" : "1.125rem",
    ...(theme.wideTitleSize ? { "--wide-title-size": `${theme.wideTitleSize}rem` } : {}),
    // For the same reason its page titles run between larger bounds (multiples of the shared
    // title steps), so they stand clearly above the lead; Arabic and Tamil titles take the
    // site's faces for those scripts, whose letters draw larger: a little less, within a tenth.
    "--title-floor": theme.headingFaceOn === "titles" ? "1.6" : "1",
    "--title-ceiling": theme.headingFaceOn === "titles" ? "1.3" : "1",
    "--title-floor-script": theme.headingFaceOn === "titles" ? "1.45" : "1",
    "--title-ceiling-script": theme.headingFaceOn === "titles" ? "1.2" : "1",
    // No handwriting face draws Tamil: there its titles carry the accent as a pen stroke under them.
    "--title-stroke": theme.headingFaceOn === "titles" ? "block" : "none",
    // The handwriting is an accent, read sparingly: the site's name and its start page's title. The
    // other pages' titles take the section face, without the Tamil pen stroke, a quarter over the
    // section headings' step on a phone (at the shared floor they stood as large as those), at the
    // shared ceiling (app/globals.css reads these on every title but the start page's).
    // Quotes set in the handwriting face a quarter larger: at the step of a serif quote its small
    // letters read as 16 px, the hardest text on the page (round 78).
    ...(theme.headingFaceOn === "titles"
      ? { "--font-page-title": "var(--font-section)", "--page-title-floor": "1.25", "--page-title-ceiling": "1", "--page-title-stroke": "none", "--quote-scale": "1.25" }
      : {}),
    "--heading-case": theme.headingCaps ? "uppercase" : "none",
    "--heading-tracking": theme.headingCaps ? "0.06em" : "normal",
    ...(theme.headingCaps ? { "--heading-figures": "lining-nums" } : {}),
    // The imprint's headings (app/globals.css, [data-imprint]): the site's case, or sentence case.
    "--legal-heading-case": theme.headingCaps && !theme.legalHeadingsSentenceCase ? "uppercase" : "none",
    "--legal-heading-tracking": theme.headingCaps && !theme.legalHeadingsSentenceCase ? "0.06em" : "normal",
    "--radius-card": cardRadius,
    "--radius-control": controlRadius,
    "--rule-width": ruleWidth,
    "--rule-style": ruleStyle,
    "--card-border-width": cardBorderWidth,
    "--card-shadow": cardShadow,
    "--card-top-width": cardTopWidth,
    "--card-top-accent": cardTopAccent,
    "--stripe": stripeImage(theme.stripe),
    // At 6 px over the header's rule a hazard tape's stripes read as broken slivers on a dashed line
    // (round 77).
    "--stripe-height": hazardTape ? "12px" : theme.stripe.length > 0 ? "6px" : "0px",
    ...(hazardTape ? { "--header-rule-width": "0px" } : {}),
    ...(theme.scriptHeadings.mark ? scriptTitleMarks[theme.scriptHeadings.mark] : {}),
    // How wide a Tamil heading face draws a letter (app/globals.css --letter-em, which assumes the
    // widest, the bold serif's 1.6): the condensed face about 0.91 em, the sans at most 1.31 (its
    // headings on the start, imprint and sign-in pages of all ten sites), so their headings keep
    // the site's size for longer words and a long one shrinks only as far as this face needs.
    ...(tamilLetterEm[tamilHeading] ? { "--tamil-letter-em": tamilLetterEm[tamilHeading] } : {}),
  };
}
