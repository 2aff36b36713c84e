import { privateRoute } from "@/components/private/private-route";

const route = privateRoute("/intern/doc");

export const dynamic = "force-dynamic";
export const generateMetadata = route.generateMetadata;
export default route.Page;
