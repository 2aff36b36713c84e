import { ToolView } from "@/components/various/tool-view";
import { SettingsSection } from "@/features/settings/settings-section";
import { MemberPage } from "../../member-page";

// Only this tool's code: the other tools' views and the hub do not import it.
export default function SettingsRoute() {
  return (
    <MemberPage>
      {({ view, locale }) => (
        <ToolView id="settings" locale={locale}>
          <SettingsSection view={view} locale={locale} />
        </ToolView>
      )}
    </MemberPage>
  );
}
