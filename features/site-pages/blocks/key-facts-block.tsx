import type { BlockProps } from "./block-types";
import { BlockSection } from "./block-section";
import { blockTexts } from "./site-texts";
import styles from "./blocks.module.css";

/**
 * A box of the figures a visitor looks for first: times, places, amounts. An item whose text has
 * no `value` shows the site's fact of the same name as it is; an item with a `detail` says it under
 * its short value, in the text's weight (round 89: the lobby's "independent of parties, clinics and
 * pharmaceutical companies" was a sentence among figures, set apart in a style of its own).
 */
export async function KeyFactsBlock({ block, context }: BlockProps<"keyFacts">) {
  const t = await blockTexts(context, block.id);
  return (
    <BlockSection context={context} heading={t("heading")} boxed>
      <dl className={styles.factList}>
        {block.items.map((item) => (
          <div key={item}>
            <dt>{t(`items.${item}.label`)}</dt>
            <dd>
              {t.has(`items.${item}.value`) ? t(`items.${item}.value`) : context.facts[item]}
              {t.has(`items.${item}.detail`) ? (
                <span className={styles.factDetail} data-fact-detail="">
                  {t(`items.${item}.detail`)}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </BlockSection>
  );
}
