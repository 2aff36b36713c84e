import { formatDate } from "@/lib/format/intl";
import type { BlockProps } from "./block-types";
import { BlockSection } from "./block-section";
import { blockLabels, blockTexts } from "./site-texts";
import styles from "./blocks.module.css";

/** Press articles about the site: publication, date, headline and what they reported. */
export async function PressBlock({ block, context }: BlockProps<"press">) {
  const t = await blockTexts(context, "press");
  const labels = await blockLabels(context, "press");
  return (
    <BlockSection context={context} heading={labels("heading")}>
      <ul className={styles.entries}>
        {block.articles.map((article) => (
          <li key={article.id}>
            <blockquote className={styles.press}>
              <p className={styles.entryTitle}>{t(`items.${article.id}.title`)}</p>
              <p>{t(`items.${article.id}.summary`)}</p>
              <footer className={styles.note}>
                <cite>{article.publication}</cite>,{" "}
                <time dateTime={article.date}>{formatDate(article.date, context.locale)}</time>
              </footer>
            </blockquote>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
