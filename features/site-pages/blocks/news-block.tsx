import { formatDate } from "@/lib/format/intl";
import type { BlockProps } from "./block-types";
import { BlockSection } from "./block-section";
import { blockTexts } from "./site-texts";
import styles from "./blocks.module.css";

/** Dated news, newest first. */
export async function NewsBlock({ block, context }: BlockProps<"news">) {
  const t = await blockTexts(context, "news");
  const items = [...block.items].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <BlockSection context={context} heading={t("heading")}>
      <ul className={styles.entries}>
        {items.map((item) => (
          <li key={item.id}>
            <p className={styles.entryTitle}>
              <time dateTime={item.date} className={styles.date}>
                {formatDate(item.date, context.locale)}
              </time>{" "}
              {t(`items.${item.id}.title`)}
            </p>
            <p>{t(`items.${item.id}.text`)}</p>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
