import { Handbook } from "@/features/account/server";
import { memberMetadata, memberPage } from "../../member-page";

const PATH = "/intern/doc";

export const generateMetadata = memberMetadata(PATH);

export default memberPage(PATH, (member) => <Handbook {...member} />);
