import { ChatPage } from "@/features/chat/server";
import { memberMetadata } from "../../../member-metadata";
import { memberPage } from "../../member-page";

const PATH = "/intern/chat";

export const generateMetadata = memberMetadata(PATH);

export default memberPage(PATH, (member) => <ChatPage {...member} />);
