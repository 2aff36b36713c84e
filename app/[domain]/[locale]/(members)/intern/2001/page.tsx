import { SitePage } from "@/components/pages/site-page";
import { MemberPage } from "../../member-page";

/** /intern/2001: a members-only article of the site, with its blocks like a public page. */
export default function Intern2001Route() {
  return <MemberPage>{({ view, locale }) => <SitePage site={view.id} locale={locale} page="intern2001" />}</MemberPage>;
}
