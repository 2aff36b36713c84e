import type { ToolProps } from "@/components/tool-ui/tool-props";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import { AutoclaveLoader } from "./autoclave-loader";

/** The autoclave simulation block of /various: its texts for the client tool, which loads in the browser. */
export function AutoclaveSection({ locale }: ToolProps) {
  return (
    <FeatureTexts locale={locale} namespaces={["autoclave"]}>
      <AutoclaveLoader />
    </FeatureTexts>
  );
}
