import { FactsEditorPage } from "@/features/site-editor/server";
import { memberMetadata } from "../../../member-metadata";
import { memberPage } from "../../member-page";

const PATH = "/edit/facts";

export const generateMetadata = memberMetadata(PATH);

export default memberPage(PATH, ({ locale, session }) => <FactsEditorPage locale={locale} session={session} />);
