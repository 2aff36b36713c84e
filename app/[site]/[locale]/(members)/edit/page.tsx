import { EditorsHub, EditorsOnly } from "@/features/account/server";
import { memberMetadata } from "../../member-metadata";
import { memberPage } from "../member-page";

const PATH = "/edit";

export const generateMetadata = memberMetadata(PATH);

export default memberPage(PATH, (member) => (
  <EditorsOnly member={member}>
    <EditorsHub view={member.view} locale={member.locale} />
  </EditorsOnly>
));
