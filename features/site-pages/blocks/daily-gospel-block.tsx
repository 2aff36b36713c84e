import { DailyGospelList } from "../feature-blocks";
import { isoDateInTimeZone } from "@/lib/format/iso-date";
import { dataOf } from "../data";
import type { BlockProps } from "./block-types";

/** The daily gospel list, centred on today in the site's time zone. */
export function DailyGospelBlock({ context }: BlockProps<"dailyGospel">) {
  const timeZone = dataOf(context.site)?.timeZone ?? "UTC";
  return <DailyGospelList locale={context.locale} today={isoDateInTimeZone(new Date(), timeZone)} />;
}
