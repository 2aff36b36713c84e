// What the routes use of the account feature on the server: the members' pages.
import "server-only";

export { DuckLink } from "@/components/duck/duck-link";
export { ChangeLog } from "./editors/change-log";
export { EditorView } from "./editors/editor-view";
export { EditorsHub } from "./editors/editors-hub";
export { EditorsOnly } from "./editors/editors-only";
export { PreviewNotice } from "./editors/preview-notice";
export { Handbook } from "./handbook";
export { ToolsHub } from "./hub/tools-hub";
export { ToolView } from "./hub/tool-view";
export { MembersArea } from "./members-area";
export { NotEntitled } from "./not-entitled";
export { Overview } from "./overview/overview";
export { ProtectedPage } from "./protected-page";
export { SignInPage } from "./sign-in/sign-in-page";
