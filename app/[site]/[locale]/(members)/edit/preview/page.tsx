import type { Metadata } from "next";
import { EditorsOnly, PreviewNotice } from "@/features/account/server";
import { PublicPageBody } from "@/features/site-pages/server";
import { requireMember, type Member } from "@/lib/auth/gate";
import { previewDraftsFor } from "@/lib/content/preview-texts";
import { previewRoutes } from "@/lib/content/preview-routes";
import { viewContext } from "@/lib/tenancy/view-context";
import { memberMetadata } from "../../../member-metadata";
import { memberPage, type MemberQuery } from "../../member-page";

const PATH = "/edit/preview";

/**
 * The title like every members' page (never indexed); the editor's drafts are laid over first,
 * since the metadata may read the request's texts before the page does.
 */
export async function generateMetadata(props: { params: Promise<{ site: string; locale: string }> }): Promise<Metadata> {
  const { site, locale } = await props.params;
  const member = await requireMember(site, locale, PATH);
  await previewDraftsFor(member.session, member.locale);
  return memberMetadata(PATH)(props);
}

/** The public page at `?path=` as the editor's saved drafts would make it, in this page's language, for her alone. */
function Preview({ member, query }: { member: Member; query: MemberQuery }) {
  const path = typeof query.path === "string" ? query.path : "/";
  const route = previewRoutes(member.view).find((entry) => entry.path === path);
  const context = viewContext(member.view.id, member.locale);
  return (
    <EditorsOnly member={member}>
      <PreviewNotice locale={member.locale} unknownPage={!route} />
      {route && context ? <PublicPageBody context={context} path={route.path} page={route.page} /> : null}
    </EditorsOnly>
  );
}

async function layDraftsOver(member: Member): Promise<void> {
  await previewDraftsFor(member.session, member.locale);
}

// Rendered per request like every members' page: Next answers `Cache-Control: private, no-store`, so no proxy keeps it.
export default memberPage(PATH, (member, query) => <Preview member={member} query={query} />, layDraftsOver, { showsPublicPage: true });
