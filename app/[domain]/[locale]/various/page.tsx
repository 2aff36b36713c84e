import { privateRoute } from "@/components/private/private-route";
import { ToolsHub } from "@/components/various/tools-hub";

const route = privateRoute("/various", ToolsHub);

export const dynamic = "force-dynamic";
export const generateMetadata = route.generateMetadata;
export default route.Page;
