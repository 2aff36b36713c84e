import type { ToolProps } from "@/components/tool-ui/tool-props";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import { TimeRecordingLoader } from "./time-recording-loader";

/** The time-recording block of /various: its texts only, the calendar loaded in the browser. */
export function TimeRecordingSection({ locale }: ToolProps) {
  return (
    <FeatureTexts locale={locale} namespaces={["timeRecording"]}>
      <TimeRecordingLoader />
    </FeatureTexts>
  );
}
