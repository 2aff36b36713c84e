import type { BlockProps } from "./block-types";
import { blockTexts } from "./site-texts";
import styles from "./blocks.module.css";

/**
 * Words of others the page rests on (a verse of scripture, a memorial's inscription), set large
 * beside the text with where they come from (`content.<site>.blocks.<id>.quote` and `.source`).
 * Unlike a pull quote they are not the page's own sentence said twice: every reader gets them, a
 * screen reader in place and a phone under the section's text.
 */
export async function QuotationBlock({ block, context }: BlockProps<"quotation">) {
  const t = await blockTexts(context, block.id);
  return (
    // Not marked data-beside as a pull quote is: a narrow screen keeps it under its section's text.
    <figure className={`${styles.pullQuote} ${styles.quotation}`} data-quotation="">
      <blockquote>
        <p>{t("quote")}</p>
      </blockquote>
      <figcaption className={styles.quotationSource}>{t("source")}</figcaption>
    </figure>
  );
}
