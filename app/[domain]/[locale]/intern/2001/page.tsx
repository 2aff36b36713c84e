import { internalArticle } from "@/components/private/internal-article";
import { privateRoute } from "@/components/private/private-route";

const route = privateRoute("/intern/2001", internalArticle("intern2001"));

export const dynamic = "force-dynamic";
export const generateMetadata = route.generateMetadata;
export default route.Page;
