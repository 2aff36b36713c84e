import { ProtectedPage } from "@/features/account/server";
import { memberMetadata, memberPage } from "../member-page";

const PATH = "/protected";

export const generateMetadata = memberMetadata(PATH);

export default memberPage(PATH, (member) => <ProtectedPage {...member} />);
