import type { ReactNode } from "react";
import { SessionSeed } from "@/components/session/session-seed";
import { PageShell } from "@/components/shell/page-shell";
import { NotEntitled } from "@/features/account/server";
import { requireMember, type Member } from "@/lib/auth/gate";
import { signedInAnswer } from "@/lib/auth/session";

/** The page's query (`?path=/start`), as Next hands it to a page. */
export type MemberQuery = Record<string, string | string[] | undefined>;

interface MemberParams {
  params: Promise<{ site: string; locale: string }>;
  searchParams?: Promise<MemberQuery>;
}

/**
 * A members' page at `path` (its own route, without the locale): the gate runs for every request,
 * also when the browser moves here from another members' page; `render` receives the member it
 * let in and the query. A member without the entitlement the page needs sees why instead.
 * `prepare` runs after the gate and before any text of the page is read (the preview lays an
 * editor's drafts over the texts this request renders). A page that shows a public page
 * (`showsPublicPage`, the preview) keeps the public pages' frame.
 */
export function memberPage(
  path: string,
  render: (member: Member, query: MemberQuery) => ReactNode,
  prepare?: (member: Member, query: MemberQuery) => Promise<void>,
  { showsPublicPage = false }: { showsPublicPage?: boolean } = {},
) {
  return async function MembersRoute({ params, searchParams }: MemberParams) {
    const { site, locale } = await params;
    const query = (await searchParams) ?? {};
    const member = await requireMember(site, locale, path);
    if (member.allowed) await prepare?.(member, query);
    return (
      <PageShell view={member.view} locale={member.locale} path={member.path} member={member.session} membersFrame={!showsPublicPage}>
        <SessionSeed answer={signedInAnswer(member.session)} />
        {member.allowed ? render(member, query) : <NotEntitled locale={member.locale} level={member.session.level} />}
      </PageShell>
    );
  };
}
