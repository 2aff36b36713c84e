import { privateRoute } from "@/components/private/private-route";
import { toolView } from "@/components/various/tool-view";
import { AutoclaveSection } from "@/features/autoclave/autoclave-section";

// Only this tool's code: the other tools' views and the hub do not import it.
const route = privateRoute("/various/autoclave", toolView("autoclave", AutoclaveSection));

export const dynamic = "force-dynamic";
export const generateMetadata = route.generateMetadata;
export default route.Page;
