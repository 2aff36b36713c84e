import type { ReactNode } from "react";

// The members' pages that show what one member or the moment holds (the chat, an editor's work)
// are rendered for each request and session: nothing is shared or cached. Each page runs the gate
// itself (member-page.tsx), with the route it names. Every other members' page is kept per access
// (../kept/[access]).
export const dynamic = "force-dynamic";

export default function MembersLayout({ children }: { children: ReactNode }) {
  return children;
}
