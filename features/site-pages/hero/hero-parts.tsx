import { Fragment, type ReactNode } from "react";
import { preload } from "react-dom";
import { getDataTexts } from "@/lib/i18n/data-texts";
import { RenderBlock } from "../blocks/render-block";
import type { ArticleContent } from "@/components/article/article-schema";
import type { Locale } from "@/lib/i18n/locales";
import { GospelTodayCard, RoundPreview } from "../feature-blocks";
import type { HeroPart } from "./hero-declaration";
import type { PageBlock } from "../data/types";
import { publishedDataOf } from "../data/published";
import { NextDate } from "./next-date";
import { SoonerFirst } from "@/components/lazy/page-widgets";
import { isoDateInTimeZone } from "@/lib/format/iso-date";
import { systemMedia } from "./scheme-media";
import { heroHref } from "./hero-target";
import { bindOneLetterWords, phraseDirection, phraseLines } from "./language-phrase-text";
import { headingFit } from "@/lib/typography/longest-word";
import styles from "./hero.module.css";
import phraseFontFiles from "./phrase-font-files.json" with { type: "json" };

export interface HeroPartContext {
  readonly site: string;
  readonly locale: Locale;
  readonly facts: Readonly<Record<string, string>>;
  readonly article: ArticleContent;
  readonly startBlocks: readonly PageBlock[];
  readonly timeZone: string;
  /** Unique within the page, for headings' ids. */
  readonly id: string;
}

/**
 * A language's name on the sheet of scripts as the way to its section, where it has one: the sheet
 * is the page's list of languages (round 84), and the globals' styles stretch the link over its cell.
 */
function SheetLink({ section, children }: { section: number | undefined; children: ReactNode }) {
  if (section === undefined) return children;
  return (
    <a href={`#section-${section}`} data-sheet-link="">
      {children}
    </a>
  );
}

/** One piece of a first screen, as the registry declares it; texts from `heroes.<site>`. */
export async function HeroPartView({ part, context }: { part: HeroPart; context: HeroPartContext }) {
  const { site, locale, facts } = context;
  const t = await getDataTexts(locale, `heroes.${site}`);
  switch (part.kind) {
    case "cards": {
      const cards = part.cards.map((card) => {
        const href = card.to ? heroHref(card.to, locale, context.startBlocks) : undefined;
        return {
          key: card.id,
          weekday: card.weekday,
          content: (
            <>
              <h2 className={`${styles.cardTitle} hero-card-title`}>{t(`cards.${card.id}.title`)}</h2>
              <p className={`${styles.cardText} hero-card-text`}>{t(`cards.${card.id}.text`, facts)}</p>
              <p className={`${styles.cardNote} hero-card-note`}>{t(`cards.${card.id}.note`, facts)}</p>
              {card.weekday === undefined ? null : <NextDate weekday={card.weekday} context={context} />}
              {href ? (
                <p className={`${styles.cardNote} hero-card-note`}>
                  <a href={href}>{t(`cards.${card.id}.link`)}</a>
                </p>
              ) : null}
              {card.photo ? (
                <picture className={styles.cardPhoto}>
                  {/* The night version while the page is dark, as the first screen's picture does. */}
                  {card.photo.night ? (
                    <>
                      <source type="image/avif" srcSet={`${card.photo.name}-dark.avif`} media={systemMedia.dark} data-scheme="dark" />
                      <source type="image/webp" srcSet={`${card.photo.name}-dark.webp`} media={systemMedia.dark} data-scheme="dark" />
                    </>
                  ) : null}
                  <source type="image/avif" srcSet={`${card.photo.name}.avif`} />
                  <img src={`${card.photo.name}.webp`} alt="" width={card.photo.width} height={card.photo.height} loading="lazy" decoding="async" />
                </picture>
              ) : null}
            </>
          ),
        };
      });
      // Weekly notes (the forum's) stand in the order they next happen, the sooner first.
      const weekly = cards.flatMap((card) => (card.weekday === undefined ? [] : [{ ...card, weekday: card.weekday }]));
      if (weekly.length === cards.length && weekly.length > 1) {
        const rendered = new Date(`${isoDateInTimeZone(new Date(), context.timeZone)}T00:00:00Z`).getUTCDay();
        return <SoonerFirst items={weekly} renderedWeekday={rendered} className={`${styles.cards} hero-cards`} itemClassName={styles.card} />;
      }
      return (
        <ul className={`${styles.cards} hero-cards`} role="list">
          {cards.map((card) => (
            <li key={card.key} className={styles.card} data-card={card.key}>
              {card.content}
            </li>
          ))}
        </ul>
      );
    }
    case "inscription":
      return (
        <figure className={styles.inscription}>
          <figcaption className={styles.inscriptionVerse}>{t("verse")}</figcaption>
          {/* The stone's own words: German names, years read left to right in every language. */}
          <ul role="list" aria-label={t("inscriptionLabel")} lang="de" dir="ltr">
            {part.lines.map((line) => (
              <li key={line.name}>
                <span className={styles.inscriptionName}>{line.name}</span> <span className={styles.inscriptionYears}>{line.years}</span>
              </li>
            ))}
          </ul>
        </figure>
      );
    case "author": {
      const person = (await publishedDataOf(site))?.person;
      if (!person) return null;
      return (
        <p className={styles.author} data-author="">
          <span className={styles.kicker}>{t("byline")}</span>
          {/* The name as the language writes it (in Arabic, Cyrillic and Tamil script, as the
              site's texts in those languages give it), set apart in its own direction. */}
          <bdi className={styles.authorName}>{t("authorName", { firstName: person.firstName, lastName: person.lastName })}</bdi>
        </p>
      );
    }
    case "lead":
      return (
        <p className={styles.intro} data-hero-lead="">
          {context.article.lead}
        </p>
      );
    case "leadSection": {
      const section = context.article.sections[part.section - 1];
      if (!section) return null;
      const next = context.article.sections[part.section];
      return (
        <article className={styles.lead} aria-labelledby={`${context.id}-heading`}>
          <p className={styles.kicker}>{t("kicker")}</p>
          <h2 id={`${context.id}-heading`} className={styles.leadTitle} style={headingFit(section.heading)} data-lead-title="">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph, position) => (
            // Static text in a fixed order: the position is a stable key.
            <p key={position} className={styles.leadText}>
              {paragraph}
            </p>
          ))}
          {/* The commentary ends with its end mark (the styles'); the reading goes on with the next one below. */}
          {next ? (
            <p className={styles.leadNext}>
              <a href={`#section-${part.section + 1}`}>{t("nextCommentary", { title: next.heading })}</a>
            </p>
          ) : null}
        </article>
      );
    }
    case "scripts": {
      // Announced in the head with the site's own faces, so the first paint need not wait for a
      // second round trip (the files are 1–7 kB each).
      for (const file of phraseFontFiles) preload(file, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
      return (
        // The header names the site: the first screen says it in the eight scripts, as a type
        // specimen, each phrase under its language's own name, the visitor's own in the accent.
        // A cell keeps the page's direction, so its number stands on the same side of the name in
        // every cell; the name and the phrase each run in their own. The sheet's note closes the
        // last row: seven phrases and the note fill rows of two or four.
        <ul className={styles.scripts} role="list">
          {part.phrases.map((phrase) => (
            <li key={phrase.lang} lang={phrase.lang} className={styles.script} data-sheet-row="" data-own-phrase={phrase.lang === locale || undefined}>
              <span className={styles.scriptName}>
                <SheetLink section={part.sections?.[phrase.lang]}>
                  <bdi>{part.names.find((name) => name.lang === phrase.lang)?.text}</bdi>
                </SheetLink>
              </span>{" "}
              {/* Its own direction, so it hangs from its own start: Arabic's from the cell's right
                  edge on a left-to-right page (flush left, its start floated mid-cell). Its two
                  lines are a wide screen's; a phone runs them on as one. */}
              <span className={styles.phrase} dir={phraseDirection(phrase.lang)} data-phrase="">
                {phraseLines(bindOneLetterWords(phrase.text)).map((line, index) => (
                  <Fragment key={line}>
                    {index > 0 ? " " : null}
                    <span data-phrase-line="">{line}</span>
                  </Fragment>
                ))}
              </span>
            </li>
          ))}
          <li className={styles.scriptsNote} data-scripts-note="">
            <span className={styles.scriptsNoteLabel}>{t("scriptsLabel")}</span>
            <span>{t("scriptsNote")}</span>
          </li>
        </ul>
      );
    }
    case "points":
      return (
        <section className={styles.points} aria-labelledby={`${context.id}-heading`}>
          <h2 id={`${context.id}-heading`} className={styles.cardTitle}>
            {t("pointsHeading")}
          </h2>
          <ol>
            {part.points.map((point, index) => (
              <li key={point}>
                {/* The figure is drawn for the eye; screen readers count the list's items themselves. */}
                <span className={styles.pointNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span>{t(`points.${point}`)}</span>
              </li>
            ))}
          </ol>
        </section>
      );
    case "morphemes":
      // The key of the colours is left to the "categories at a glance" below: a legend of its own
      // under the round filled the first screen (round 84).
      return (
        <section className={styles.round} aria-labelledby={`${context.id}-heading`} data-round-preview="">
          <h2 id={`${context.id}-heading`} className={styles.cardTitle}>
            {t("round.title")}
          </h2>
          <p className={styles.roundTask}>{t("round.task")}</p>
          {/* The German sentence, its picture and its blocks read left to right as one unit on an
              Arabic page too: a right-aligned sentence over a left-aligned tray did not line up. */}
          <div className={styles.roundBody} dir="ltr">
            <RoundPreview
              pieces={part.word}
              classes={{ picture: styles.roundPicture, sentence: styles.roundSentence, gap: styles.roundGap, gapWithMarks: styles.wordWithMarks, blocks: styles.roundBlocks, piece: styles.piece }}
              play={{ href: heroHref(part.play, locale, context.startBlocks) ?? "", label: t("round.play"), lang: locale }}
              blocksLabel={t("round.blocks")}
            />
          </div>
        </section>
      );
    case "phones":
      return (
        <aside className={styles.phones} aria-labelledby={`${context.id}-heading`}>
          <h2 id={`${context.id}-heading`} className={styles.cardTitle}>
            {t("phones.title")}
          </h2>
          <ul role="list">
            {part.numbers.map((entry) => (
              <li key={entry.id}>
                {/* A service's German name keeps its own language: read as German, set at the Latin size. */}
                <span>{t.rich(`phones.${entry.id}`, { name: (chunks) => <span lang="de">{chunks}</span> })}</span>{" "}
                <a href={`tel:${entry.number.replace(/\s/g, "")}`} className={styles.phoneNumber} dir="ltr">
                  {entry.number}
                </a>
              </li>
            ))}
          </ul>
        </aside>
      );
    case "gospelToday":
      return (
        <GospelTodayCard
          locale={locale}
          timeZone={context.timeZone}
          page={part.page}
          headingId={`${context.id}-heading`}
          classes={{ card: styles.card, title: styles.cardTitle, text: styles.cardText, note: styles.cardNote }}
        />
      );
    case "pageBlock": {
      const index = context.startBlocks.findIndex((block) => block.kind === part.block);
      const block = context.startBlocks[index];
      if (!block) return null;
      return <RenderBlock block={block} context={{ site, locale, page: "start", facts, headingLevel: 2, id: `${block.kind}-${index}` }} />;
    }
  }
}
