import { ProtectedPage } from "@/features/account/server";
import { memberMetadata } from "../../../member-metadata";
import { keptPage } from "../kept-page";

const PATH = "/protected";

export const generateMetadata = memberMetadata(PATH);

export default keptPage(PATH, (member) => <ProtectedPage {...member} />);
