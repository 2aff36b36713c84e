import type { CSSProperties, ReactNode } from "react";
import { getDataTexts } from "@/lib/i18n/data-texts";
import { heroPictureSizes, type HeroPicture as Picture, type SiteHero } from "./hero-declaration";
import { HeroPartView, type HeroPartContext } from "./hero-parts";
import { HeroPicture } from "./hero-picture";
import { HeroActions } from "./hero-actions";
import { HelpLine } from "@/components/shell/help-line";
import type { PageBlock } from "../data/types";
import { contactLinks, type ContactLink } from "../contact/contact-links";
import { headingFit } from "@/lib/typography/longest-word";
import styles from "./hero.module.css";

/**
 * The number to call and the address to write to under the actions, as links: on a phone the
 * contact card stands far down the page (some 4,700 px under "Get in touch" on the portfolio), so
 * a visitor can call or write from the first screen (round 89). From the start page's contact block.
 */
function ContactLine({ startBlocks }: { startBlocks: readonly PageBlock[] }) {
  const block = startBlocks.find((candidate) => candidate.kind === "contact");
  if (block?.kind !== "contact") return null;
  // The contact card's own links (its pure helper: the card's component would bring its style
  // module, which moved the start pages' style modules into a fourth sheet).
  const links = contactLinks({ phone: block.channels.phone, mail: block.channels.mail }).filter(
    (link): link is ContactLink & { href: string } => link.href !== null,
  );
  if (links.length === 0) return null;
  return (
    <p data-hero-contact-line="">
      {links.map((link) => (
        <a key={link.kind} href={link.href} dir="ltr" data-kind={link.kind}>
          {link.text}
        </a>
      ))}
    </p>
  );
}

/** The custom properties hero.module.css cuts the phone's picture by. */
function cropProperties(crop: NonNullable<Picture["phoneCrop"]>) {
  return { "--crop-x": crop.x, "--crop-y": crop.y, "--band-ratio": crop.ratio };
}

/** The first screen of a start page: the site's name, its line of text, its actions, picture, the page's contents where the site puts them there, and its parts. */
export async function Hero({ hero, context, contents }: { hero: SiteHero; context: Omit<HeroPartContext, "id">; contents?: ReactNode }) {
  const { site, locale } = context;
  const t = await getDataTexts(locale, `heroes.${site}`);
  const crop = hero.picture?.phoneCrop;
  return (
    <section
      className={styles.hero}
      aria-labelledby="hero-title"
      data-hero=""
      data-phone-crop={crop?.form}
      style={crop ? (cropProperties(crop) as CSSProperties) : undefined}
    >
      <div className={styles.text}>
        <h1 id="hero-title" className={styles.title} style={headingFit(context.article.heading)}>
          {context.article.heading}
        </h1>
        <p className={styles.tagline} data-hero-tagline="">
          {t("tagline")}
        </p>
        <HeroActions hero={hero} locale={locale} startBlocks={context.startBlocks} label={(action) => t(`actions.${action}`)} note={(action) => t(`actionNotes.${action}`)} />
        {hero.contactLine ? <ContactLine startBlocks={context.startBlocks} /> : null}
        {hero.helpLine ? <HelpLine site={site} locale={locale} className="hero-help-line" /> : null}
      </div>
      <div className={styles.visual} data-hero-visual="">
        {hero.picture ? <HeroPicture picture={hero.picture} alt={t("alt")} sizes={heroPictureSizes(hero.layout)} /> : null}
        {hero.titleBlock ? (
          <dl className={styles.titleBlock} data-title-block="">
            {hero.titleBlock.map((id) => (
              <div key={id} data-cell={id}>
                <dt>{t(`titleBlock.${id}.label`)}</dt>
                <dd>{t(`titleBlock.${id}.value`)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      {contents}
      {hero.parts.length > 0 ? (
        <div className={styles.parts}>
          {hero.parts.map((part, index) => (
            <HeroPartView key={`${part.kind}-${index}`} part={part} context={{ ...context, id: `hero-${part.kind}-${index}` }} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
