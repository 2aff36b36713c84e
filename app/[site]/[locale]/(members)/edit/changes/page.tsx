import { ChangeLog, EditorView } from "@/features/account/server";
import { changeLogQuerySchema } from "@/lib/content/schemas";
import { memberMetadata } from "../../../member-metadata";
import { memberPage } from "../../member-page";

const PATH = "/edit/changes";

export const generateMetadata = memberMetadata(PATH);

// A page address that names no change (?before=abc) shows the newest changes.
export default memberPage(PATH, (member, query) => (
  <EditorView member={member} id="changes" page="editChanges">
    <ChangeLog site={member.session.site} locale={member.locale} before={changeLogQuerySchema.safeParse(query).data?.before} />
  </EditorView>
));
