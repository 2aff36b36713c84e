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
 * Dated news, newest first, each item its date over its headline and its text: this year's as the
 * latest news, earlier years' under the archive's heading. On a phone the news is open under its
 * heading, the older entries behind a switch under the newest; a wide screen shows them all.
 */
export async function NewsBlock({ block, context }: BlockProps<"news">) {
  const t = await blockTexts(context, "news");
  const { latest, archive } = newsByYear(block.items, new Date().getUTCFullYear());
  const fold = await foldLabels(context, "news");
  const headlineLevel = context.headingLevel === 2 ? 3 : 4;
  const list = (items: readonly NewsItem[]) => (
    <ul className={`${styles.entries} ${styles.news}`}>
      {items.map((item) => (
        <li key={item.id}>
          <time dateTime={item.date} className={styles.newsDate}>
            {formatDate(item.date, context.locale)}
          </time>
          <Heading level={headlineLevel} className={styles.headline}>
            {t(`items.${item.id}.title`)}
          </Heading>
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
          <Heading level={headlineLevel}>{t("archiveHeading")}</Heading>
          {list(archive)}
        </Fold>
      ) : null}
    </BlockSection>
  );
}
