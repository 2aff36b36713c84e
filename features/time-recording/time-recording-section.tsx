import { getTranslations } from "next-intl/server";
import type { ToolProps } from "@/components/various/tool-view";
import { timeRecordingTextsSchema } from "./texts";
import { TimeRecordingLoader } from "./time-recording-loader";

/** The time-recording block of /various: translated texts in, the calendar loaded in the browser. */
export async function TimeRecordingSection({ locale }: ToolProps) {
  const t = await getTranslations({ locale });
  const texts = timeRecordingTextsSchema.parse(t.raw("timeRecording"));
  return <TimeRecordingLoader texts={texts} locale={locale} />;
}
