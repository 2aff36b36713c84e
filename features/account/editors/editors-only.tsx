import type { ReactNode } from "react";
import type { Member } from "@/lib/auth/gate";
import { editorOfSite } from "@/lib/content/editor-access";
import { NotEditor } from "./not-editor";

/** The editors' pages: their content for an editor of the site, for every other member why not. */
export async function EditorsOnly({ member, children }: { member: Member; children: ReactNode }) {
  return (await editorOfSite(member.session)) ? children : <NotEditor locale={member.locale} />;
}
