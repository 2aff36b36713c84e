import type { ReactNode } from "react";

// Rendered on a member's first request for a site, language and access, then kept like a public
// page and rendered anew when an editor publishes: nothing here belongs to one member.
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export default function KeptMembersLayout({ children }: { children: ReactNode }) {
  return children;
}
