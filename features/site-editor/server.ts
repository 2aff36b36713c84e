// What the routes use of the site editor on the server: the facts form's page.
import "server-only";

export { FactsEditorPage } from "./facts-editor-page";
