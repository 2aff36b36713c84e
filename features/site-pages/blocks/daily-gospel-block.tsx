import { DailyGospelList } from "../feature-blocks";
import { isoDateInTimeZone } from "@/lib/format/iso-date";
import { publishedDataOf } from "../data/published";
import type { BlockProps } from "./block-types";

/** The daily gospel list, centred on today in the site's time zone. */
export async function DailyGospelBlock({ context }: BlockProps<"dailyGospel">) {
  const timeZone = (await publishedDataOf(context.site))?.timeZone ?? "UTC";
  return <DailyGospelList locale={context.locale} today={isoDateInTimeZone(new Date(), timeZone)} />;
}
