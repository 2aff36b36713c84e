import { ToolView } from "@/components/various/tool-view";
import { AutoclaveSection } from "@/features/autoclave/autoclave-section";
import { MemberPage } from "../../member-page";

// Only this tool's code: the other tools' views and the hub do not import it.
export default function AutoclaveRoute() {
  return (
    <MemberPage>
      {({ view, locale }) => (
        <ToolView id="autoclave" locale={locale}>
          <AutoclaveSection view={view} locale={locale} />
        </ToolView>
      )}
    </MemberPage>
  );
}
