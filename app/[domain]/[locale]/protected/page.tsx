import { privateRoute } from "@/components/private/private-route";
import { ProtectedPage } from "@/components/private/protected-page";

const route = privateRoute("/protected", ProtectedPage);

export const dynamic = "force-dynamic";
export const generateMetadata = route.generateMetadata;
export default route.Page;
