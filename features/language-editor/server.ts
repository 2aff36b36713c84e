// What the routes use of the language editor on the server: its view among the tools, and the editors' texts.
import "server-only";

export { LanguageEditorSection } from "./language-editor-section";
export { PublishedEditorSection } from "./published/published-editor-section";
