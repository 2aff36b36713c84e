import type { ReactNode } from "react";
import { SessionSeed } from "@/components/session/session-seed";
import { PageShell } from "@/components/shell/page-shell";
import { NotEntitled } from "@/features/account/server";
import { keptMember, type KeptMember } from "@/lib/auth/gate";

interface KeptParams {
  params: Promise<{ site: string; locale: string; access: string }>;
}

/**
 * A members' page at `path` (its own route, without the locale) kept per site, language and
 * access: `render` receives what the access opens; a member without the entitlement the page
 * needs sees why instead. Her name and her token's times the browser fills in.
 */
export function keptPage(path: string, render: (member: KeptMember) => ReactNode) {
  return async function KeptMembersRoute({ params }: KeptParams) {
    const { site, locale, access } = await params;
    const member = keptMember(site, locale, access, path);
    return (
      <PageShell view={member.view} locale={member.locale} path={member.path} member={member.access} membersFrame>
        <SessionSeed access={member.access} />
        {member.allowed ? render(member) : <NotEntitled locale={member.locale} level={member.access.level} />}
      </PageShell>
    );
  };
}
