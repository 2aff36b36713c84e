import { formatDate, formatDateRange } from "@/lib/format/intl";
import type { BlockProps } from "./block-types";
import { BlockSection } from "./block-section";
import { blockLabels, blockTexts } from "./site-texts";
import styles from "./blocks.module.css";

/** The CV entries as a timeline: period, activity, and "since" for the current one. */
export async function CvBlock({ block, context }: BlockProps<"cv">) {
  const t = await blockTexts(context, "cv");
  const labels = await blockLabels(context, "cv");
  const { locale } = context;
  const period = (from: string, to?: string) =>
    to ? formatDateRange(from, to, locale, "monthYear") : labels("since", { date: formatDate(from, locale, "monthYear") });
  return (
    <BlockSection context={context} heading={t("heading")}>
      <div className={styles.timelineFrame}>
        <table className={`${styles.table} ${styles.timeline}`}>
          <thead>
            <tr>
              <th scope="col">{labels("period")}</th>
              <th scope="col">{labels("activity")}</th>
            </tr>
          </thead>
          <tbody>
            {block.entries.map((entry) => (
              <tr key={entry.id}>
                <td className={styles.nowrap}>
                  <time dateTime={entry.from}>{period(entry.from, entry.to)}</time>
                </td>
                <td>{t(`entries.${entry.id}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </BlockSection>
  );
}
