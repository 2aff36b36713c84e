import type { ReactNode } from "react";

// Every signed-in page is rendered for its request and session: nothing is shared or cached.
// Each page runs the gate itself (member-page.tsx), with the route it names.
export const dynamic = "force-dynamic";

export default function MembersLayout({ children }: { children: ReactNode }) {
  return children;
}
