import { ToolView } from "@/components/various/tool-view";
import { LanguageEditorSection } from "@/features/language-editor/language-editor-section";
import { MemberPage } from "../../member-page";

// Only this tool's code: the other tools' views and the hub do not import it.
export default function EditorRoute() {
  return (
    <MemberPage>
      {({ view, locale }) => (
        <ToolView id="editor" locale={locale}>
          <LanguageEditorSection view={view} locale={locale} />
        </ToolView>
      )}
    </MemberPage>
  );
}
