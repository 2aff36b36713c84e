import { privateRoute } from "@/components/private/private-route";
import { VariousPage } from "@/components/various/various-page";

const route = privateRoute("/various", VariousPage);

export const dynamic = "force-dynamic";
export const generateMetadata = route.generateMetadata;
export default route.Page;
