import { privateRoute } from "@/components/private/private-route";
import { InternPage } from "@/components/private/intern-page";

const route = privateRoute("/intern", InternPage);

export const dynamic = "force-dynamic";
export const generateMetadata = route.generateMetadata;
export default route.Page;
