import { privateRoute } from "@/components/private/private-route";
import { toolView } from "@/components/various/tool-view";
import { LanguageEditorSection } from "@/features/language-editor/language-editor-section";

// Only this tool's code: the other tools' views and the hub do not import it.
const route = privateRoute("/various/editor", toolView("editor", LanguageEditorSection));

export const dynamic = "force-dynamic";
export const generateMetadata = route.generateMetadata;
export default route.Page;
