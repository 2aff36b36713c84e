import { ToolsHub } from "@/features/account/server";
import { memberMetadata, memberPage } from "../member-page";

const PATH = "/various";

export const generateMetadata = memberMetadata(PATH);

export default memberPage(PATH, ({ locale }) => <ToolsHub locale={locale} />);
