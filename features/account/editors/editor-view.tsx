import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import type { Member } from "@/lib/auth/gate";
import { SubView } from "../hub/sub-view";
import { EDITORS_HUB } from "./editor-views";
import { EditorsOnly } from "./editors-only";

/** A view of the editors' area (texts, the change log) for an editor: the trail back to /edit, the title, the view. */
export async function EditorView({ member, id, page, children }: { member: Member; id: string; page: string; children: ReactNode }) {
  const t = await getTranslations({ locale: member.locale, namespace: "members.editors" });
  return (
    <EditorsOnly member={member}>
      <SubView locale={member.locale} hub={{ path: EDITORS_HUB, page: "edit", back: t("back") }} id={id} page={page}>
        {children}
      </SubView>
    </EditorsOnly>
  );
}
