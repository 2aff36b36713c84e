import { privateRoute } from "@/components/private/private-route";
import { DocPage } from "@/components/private/doc-page";

const route = privateRoute("/intern/doc", DocPage);

export const dynamic = "force-dynamic";
export const generateMetadata = route.generateMetadata;
export default route.Page;
