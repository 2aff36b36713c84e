import type { ToolProps } from "@/components/tool-ui/tool-props";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import { PlaygroundLoader } from "./playground-loader";

/** The data-type playground block of /various: its texts for the client tool, which loads in the browser. */
export function PlaygroundSection({ locale }: ToolProps) {
  return (
    <FeatureTexts locale={locale} namespaces={["plc"]}>
      <PlaygroundLoader />
    </FeatureTexts>
  );
}
