import { articleOf } from "../data/content";
import type { BlockProps } from "./block-types";
import { quotedSentence } from "./quoted-sentence";
import styles from "./blocks.module.css";

/**
 * One sentence of the page set large beside the text, to catch the eye of someone skimming.
 * It repeats the page's words, so a screen reader, which reads them in place, skips it. Placed
 * `beside` its section, a wide screen hangs it in the column beside the text at that section's
 * height (components/article/article.module.css); a phone keeps it under the section's heading.
 */
export async function PullQuoteBlock({ block, context }: BlockProps<"pullQuote">) {
  const article = await articleOf(context.locale, context.site, context.page);
  const sentence = article ? quotedSentence(article, context.locale, block) : undefined;
  if (!sentence) return null;
  return (
    <figure className={styles.pullQuote} aria-hidden="true" data-beside={context.beside ? "" : undefined}>
      <blockquote>
        <p>{sentence}</p>
      </blockquote>
    </figure>
  );
}
