import { privateRoute } from "@/components/private/private-route";
import { ChatPage } from "@/components/private/chat-page";

const route = privateRoute("/intern/chat", ChatPage);

export const dynamic = "force-dynamic";
export const generateMetadata = route.generateMetadata;
export default route.Page;
