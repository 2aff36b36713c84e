import type { ReactNode } from "react";
import type { SignedInAnswer } from "@/components/auth/auth-machine";
import { PageShell } from "@/components/shell/page-shell";
import type { Session } from "@/lib/auth/session";
import { memberAccess, type Member } from "./member-access";
import { NotEntitled } from "./not-entitled";

/** What the page hands to the client auth state (no secrets: the token is the user's own). */
function answerOf(session: Session): SignedInAnswer {
  return {
    user: { name: session.userName, level: session.level, entitled: session.entitled },
    token: session.token,
    serverTime: Date.now(),
  };
}

/**
 * A signed-in page in the site's shell: `children` receives the member the gate let in; a
 * member without the entitlement the page needs sees why instead (the content is not rendered).
 */
export async function MemberPage({ children }: { children: (member: Member) => ReactNode }) {
  const member = await memberAccess();
  return (
    <PageShell view={member.view} locale={member.locale} path={member.path} session={answerOf(member.session)}>
      {member.allowed ? children(member) : <NotEntitled locale={member.locale} session={member.session} />}
    </PageShell>
  );
}
