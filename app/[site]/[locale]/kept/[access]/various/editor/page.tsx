import { ToolView } from "@/features/account/server";
import { LanguageEditorSection } from "@/features/language-editor/server";
import { memberMetadata } from "../../../../member-metadata";
import { keptPage } from "../../kept-page";

const PATH = "/various/editor";

export const generateMetadata = memberMetadata(PATH);

// Only this tool's code: the other tools' views and the hub do not import it.
export default keptPage(PATH, ({ view, locale }) => (
  <ToolView id="editor" locale={locale}>
    <LanguageEditorSection view={view} locale={locale} />
  </ToolView>
));
