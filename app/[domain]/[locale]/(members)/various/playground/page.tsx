import { ToolView } from "@/components/various/tool-view";
import { PlaygroundSection } from "@/features/plc-playground/playground-section";
import { MemberPage } from "../../member-page";

// Only this tool's code: the other tools' views and the hub do not import it.
export default function PlaygroundRoute() {
  return (
    <MemberPage>
      {({ view, locale }) => (
        <ToolView id="playground" locale={locale}>
          <PlaygroundSection view={view} locale={locale} />
        </ToolView>
      )}
    </MemberPage>
  );
}
