import { formatDate } from "@/lib/format/intl";
import type { BlockProps } from "./block-types";
import { BlockSection } from "./block-section";
import { Heading } from "./heading";
import { newsByYear } from "./news-years";
import { Fold } from "@/components/article/fold";
import { blockTexts, foldLabels } from "./site-texts";
import styles from "./blocks.module.css";

type NewsItem = BlockProps<"news">["block"]["items"][number];

/**
 * Dated news, newest first: this year's as the latest news, earlier years' under the archive's
 * heading. On a phone the older entries fold behind a switch, so the news is one entry long there
 * (the newest of the year, else of the archive); a wide screen shows them all.
 */
export async function NewsBlock({ block, context }: BlockProps<"news">) {
  const t = await blockTexts(context, "news");
  const { latest, archive } = newsByYear(block.items, new Date().getUTCFullYear());
  const fold = await foldLabels(context, "news");
  const list = (items: readonly NewsItem[]) => (
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
  );
  if (latest.length === 0) {
    const [newest, ...older] = archive;
    return (
      <BlockSection context={context} heading={t("archiveHeading")}>
        {list(newest ? [newest] : [])}
        {older.length > 0 ? (
          <Fold labels={fold} kind="block">
            {list(older)}
          </Fold>
        ) : null}
      </BlockSection>
    );
  }
  return (
    <BlockSection context={context} heading={t("heading")}>
      {list(latest)}
      {archive.length > 0 ? (
        <Fold labels={fold} kind="block">
          <Heading level={context.headingLevel === 2 ? 3 : 4}>{t("archiveHeading")}</Heading>
          {list(archive)}
        </Fold>
      ) : null}
    </BlockSection>
  );
}
