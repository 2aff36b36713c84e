import { ToolView } from "@/components/various/tool-view";
import { TimeRecordingSection } from "@/features/time-recording";
import { MemberPage } from "../../member-page";

// Only this tool's code: the other tools' views and the hub do not import it.
export default function CalendarRoute() {
  return (
    <MemberPage>
      {({ view, locale }) => (
        <ToolView id="calendar" locale={locale}>
          <TimeRecordingSection view={view} locale={locale} />
        </ToolView>
      )}
    </MemberPage>
  );
}
