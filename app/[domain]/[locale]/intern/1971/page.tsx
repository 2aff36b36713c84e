import { internalArticle } from "@/components/private/internal-article";
import { privateRoute } from "@/components/private/private-route";

const route = privateRoute("/intern/1971", internalArticle("intern1971"));

export const dynamic = "force-dynamic";
export const generateMetadata = route.generateMetadata;
export default route.Page;
