import { MembersArea } from "@/features/account/server";
import { memberMetadata, memberPage } from "../member-page";

const PATH = "/intern";

export const generateMetadata = memberMetadata(PATH);

export default memberPage(PATH, (member) => <MembersArea {...member} />);
