// What the routes use of the language editor on the server: its view among the tools.
import "server-only";

export { LanguageEditorSection } from "./language-editor-section";
