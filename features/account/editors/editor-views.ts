import { sharedRoutes } from "@/lib/tenancy/sites/shared-routes";
import type { IconName } from "../line-icon";

/** The editors' area; its views are the routes below it. */
export const EDITORS_HUB = "/edit";

const icons = { editTexts: "editor", editFacts: "facts", editChanges: "changes" } as const satisfies Record<string, IconName>;
type EditorPage = keyof typeof icons;
const isEditorPage = (page: string): page is EditorPage => Object.hasOwn(icons, page);

/**
 * The hub's cards, in the order of the shared route table: every view below /edit that has an
 * icon (texts, facts, the change log; the preview opens from the texts).
 */
export const editorViews: readonly { path: string; page: EditorPage; icon: IconName }[] = sharedRoutes.flatMap((route) =>
  route.parent === EDITORS_HUB && isEditorPage(route.page) ? [{ path: route.path, page: route.page, icon: icons[route.page] }] : [],
);
