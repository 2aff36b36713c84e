import type { Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/tenancy/sites/registry";
import { ConstructionPicture } from "../construction/construction-picture";
import { heroOf } from "../data/heroes";
import { heroImageUrl, heroSrcSet } from "../hero/hero-declaration";
import styles from "./site-picture.module.css";

/**
 * As wide as the column beside a page's text, up to 34rem (the picture shows nowhere else): at
 * "352px" the browser took the 480 px source and a reviewer measured it stretched to 449–538 px.
 */
const SIZES = "min(34rem, 40vw)";
/** Where the column does not stand beside the text (see site-picture.module.css). */
const NARROW = "(max-width: 1099.98px)";
/** An empty picture for narrow screens: a hidden lazy image would still be downloaded there. */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * The drawing of a site's start page, again in the column beside an inner page's text (sign-in,
 * imprint), so the page wears the site's face. Decorative, lazy (it stands below the fold or
 * beside the text) and sized, so nothing shifts when it arrives; in its night version while the
 * page is dark (the start-up script points the `data-scheme="dark"` sources at the site's own
 * dark-mode choice). Shown from 1100 px only: a phone keeps the form and the text first, and
 * downloads nothing for it.
 */
export function SitePicture({ view, locale }: { view: ViewDefinition; locale: Locale }) {
  const picture = heroOf(view.id)?.picture;
  // A site still being built has its building site for a picture (its sign-in page, 292 px of empty
  // page beside its notice without it: round 71).
  if (!picture)
    return view.underConstruction ? (
      <div className={styles.picture} data-site-picture="">
        <ConstructionPicture locale={locale} />
      </div>
    ) : null;
  return (
    <picture className={styles.picture} data-site-picture="">
      <source srcSet={NOTHING} media={NARROW} />
      <source type="image/avif" srcSet={heroSrcSet(picture.name, "avif", "dark")} sizes={SIZES} media="not all and (prefers-color-scheme: light)" data-scheme="dark" />
      <source type="image/webp" srcSet={heroSrcSet(picture.name, "webp", "dark")} sizes={SIZES} media="not all and (prefers-color-scheme: light)" data-scheme="dark" />
      <source type="image/avif" srcSet={heroSrcSet(picture.name, "avif", "light")} sizes={SIZES} />
      <img
        className={styles.image}
        src={heroImageUrl(picture.name, 480, "webp", "light")}
        srcSet={heroSrcSet(picture.name, "webp", "light")}
        sizes={SIZES}
        width={picture.width}
        height={picture.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
