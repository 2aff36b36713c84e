import type { ReactNode } from "react";
import { PageShell } from "@/components/shell/page-shell";
import { signedInAnswer } from "@/lib/auth/session";
import { memberAccess, type Member } from "./member-access";
import { NotEntitled } from "./not-entitled";

/**
 * A signed-in page in the site's shell: `children` receives the member the gate let in; a
 * member without the entitlement the page needs sees why instead (the content is not rendered).
 */
export async function MemberPage({ children }: { children: (member: Member) => ReactNode }) {
  const member = await memberAccess();
  return (
    <PageShell view={member.view} locale={member.locale} path={member.path} session={signedInAnswer(member.session)}>
      {member.allowed ? children(member) : <NotEntitled locale={member.locale} session={member.session} />}
    </PageShell>
  );
}
