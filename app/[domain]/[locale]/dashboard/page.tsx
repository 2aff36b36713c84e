import { privateRoute } from "@/components/private/private-route";
import { DashboardPage } from "@/components/private/dashboard-page";

const route = privateRoute("/dashboard", DashboardPage);

export const dynamic = "force-dynamic";
export const generateMetadata = route.generateMetadata;
export default route.Page;
