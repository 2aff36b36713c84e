import { Overview } from "@/features/account/server";
import { memberMetadata, memberPage } from "../member-page";

const PATH = "/dashboard";

export const generateMetadata = memberMetadata(PATH);

export default memberPage(PATH, (member) => <Overview {...member} />);
