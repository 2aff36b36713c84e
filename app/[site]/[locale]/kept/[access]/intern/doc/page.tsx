import { Handbook } from "@/features/account/server";
import { memberMetadata } from "../../../../member-metadata";
import { keptPage } from "../../kept-page";

const PATH = "/intern/doc";

export const generateMetadata = memberMetadata(PATH);

export default keptPage(PATH, (member) => <Handbook {...member} />);
