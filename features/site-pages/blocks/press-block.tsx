import { formatDate, partSeparator } from "@/lib/format/intl";
import type { BlockProps } from "./block-types";
import { BlockSection } from "./block-section";
import { Fold } from "@/components/article/fold";
import { blockLabels, blockTexts, foldLabels } from "./site-texts";
import styles from "./blocks.module.css";

type Article = BlockProps<"press">["block"]["articles"][number];

/**
 * Press articles about the site: publication, date, headline and what they reported. On a phone
 * the earlier articles fold behind a switch under the first (the newest); a wide screen shows all.
 */
export async function PressBlock({ block, context }: BlockProps<"press">) {
  const t = await blockTexts(context, "press");
  const labels = await blockLabels(context, "press");
  const list = (articles: readonly Article[]) => (
    <ul className={styles.entries}>
      {articles.map((article) => (
        <li key={article.id}>
          <blockquote className={styles.press}>
            <p className={styles.entryTitle}>{t(`items.${article.id}.title`)}</p>
            <p>{t(`items.${article.id}.summary`)}</p>
            <footer className={styles.note}>
              <cite>{article.publication}</cite>
              {partSeparator(context.locale)}
              <time dateTime={article.date}>{formatDate(article.date, context.locale)}</time>
            </footer>
          </blockquote>
        </li>
      ))}
    </ul>
  );
  const [newest, ...earlier] = [...block.articles].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <BlockSection context={context} heading={labels("heading")}>
      {list(newest ? [newest] : [])}
      {earlier.length > 0 ? (
        <Fold labels={await foldLabels(context, "press")} kind="block">
          {list(earlier)}
        </Fold>
      ) : null}
    </BlockSection>
  );
}
