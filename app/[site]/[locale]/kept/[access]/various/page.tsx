import { ToolsHub } from "@/features/account/server";
import { memberMetadata } from "../../../member-metadata";
import { keptPage } from "../kept-page";

const PATH = "/various";

export const generateMetadata = memberMetadata(PATH);

export default keptPage(PATH, ({ view, locale }) => <ToolsHub view={view} locale={locale} />);
