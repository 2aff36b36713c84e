import { privateRoute } from "@/components/private/private-route";
import { toolView } from "@/components/various/tool-view";
import { TimeRecordingSection } from "@/features/time-recording";

// Only this tool's code: the other tools' views and the hub do not import it.
const route = privateRoute("/various/calendar", toolView("calendar", TimeRecordingSection));

export const dynamic = "force-dynamic";
export const generateMetadata = route.generateMetadata;
export default route.Page;
