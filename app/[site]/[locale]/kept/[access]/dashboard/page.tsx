import { Overview } from "@/features/account/server";
import { memberMetadata } from "../../../member-metadata";
import { keptPage } from "../kept-page";

const PATH = "/dashboard";

export const generateMetadata = memberMetadata(PATH);

export default keptPage(PATH, (member) => <Overview {...member} />);
