import { SitePage } from "@/components/pages/site-page";
import { MemberPage } from "../../member-page";

/** /intern/mps30: a members-only article of the site, with its blocks like a public page. */
export default function Mps30Route() {
  return <MemberPage>{({ view, locale }) => <SitePage site={view.id} locale={locale} page="mps30" />}</MemberPage>;
}
