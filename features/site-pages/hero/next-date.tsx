import { getTranslations } from "next-intl/server";
import { intlTag } from "@/lib/format/intl";
import type { Locale } from "@/lib/i18n/locales";
import { isoDateInTimeZone } from "@/lib/format/iso-date";
import { nextWeekdays } from "./hero-declaration";
import { NextDateChoice } from "@/components/lazy/page-widgets";
import styles from "./hero.module.css";
import leaf from "./next-date.module.css";

/** Weeks sent ahead of the rendering day, for a prerendered page read in the weeks after its build. */
const WEEKS_AHEAD = 8;

/**
 * "Next: Friday, 28 November" for a weekly event, "Today: Tuesday, 1 December" on its day; the
 * visitor's own date picks the entry and its words.
 */
export async function NextDate({ weekday, context }: { weekday: number; context: { locale: Locale; timeZone: string } }) {
  const t = await getTranslations({ locale: context.locale, namespace: "heroes.common" });
  const format = new Intl.DateTimeFormat(intlTag(context.locale), { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
  const dates = nextWeekdays(isoDateInTimeZone(new Date(), context.timeZone), weekday, WEEKS_AHEAD);
  return (
    <p className={`${styles.nextDate} ${leaf.next}`}>
      <NextDateChoice
        entries={dates.map((date) => {
          const time = (
            <time dateTime={date} data-date={date}>
              {format.format(new Date(`${date}T00:00:00Z`))}
            </time>
          );
          return {
            date,
            content: (
              <>
                {t("next")} {time}
              </>
            ),
            today: (
              <>
                <strong data-today="">{t("today")}</strong> {time}
              </>
            ),
          };
        })}
      />
    </p>
  );
}
