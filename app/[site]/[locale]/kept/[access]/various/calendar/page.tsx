import { ToolView } from "@/features/account/server";
import { TimeRecordingSection } from "@/features/time-recording/server";
import { memberMetadata } from "../../../../member-metadata";
import { keptPage } from "../../kept-page";

const PATH = "/various/calendar";

export const generateMetadata = memberMetadata(PATH);

// Only this tool's code: the other tools' views and the hub do not import it.
export default keptPage(PATH, ({ view, locale }) => (
  <ToolView id="calendar" locale={locale}>
    <TimeRecordingSection view={view} locale={locale} />
  </ToolView>
));
