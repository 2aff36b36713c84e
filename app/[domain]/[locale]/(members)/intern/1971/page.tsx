import { SitePage } from "@/components/pages/site-page";
import { MemberPage } from "../../member-page";

/** /intern/1971: a members-only article of the site, with its blocks like a public page. */
export default function Intern1971Route() {
  return <MemberPage>{({ view, locale }) => <SitePage site={view.id} locale={locale} page="intern1971" />}</MemberPage>;
}
