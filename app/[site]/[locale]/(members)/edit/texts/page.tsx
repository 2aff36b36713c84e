import { EditorView } from "@/features/account/server";
import { PublishedEditorSection } from "@/features/language-editor/server";
import { memberMetadata } from "../../../member-metadata";
import { memberPage } from "../../member-page";

const PATH = "/edit/texts";

export const generateMetadata = memberMetadata(PATH);

export default memberPage(PATH, (member) => (
  <EditorView member={member} id="texts" page="editTexts">
    <PublishedEditorSection view={member.view} locale={member.locale} />
  </EditorView>
));
