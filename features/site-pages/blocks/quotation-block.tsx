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
    // Marked data-beside where its declaration asks for it (a start page's section sets it in the
    // column beside its text); unlike a pull quote a narrow screen keeps it, under the section's text.
    <figure className={`${styles.pullQuote} ${styles.quotation}`} data-quotation="" data-beside={context.beside ? "" : undefined}>
      <blockquote>
        <p>{t("quote")}</p>
      </blockquote>
      <figcaption className={styles.quotationSource}>{t("source")}</figcaption>
    </figure>
  );
}
