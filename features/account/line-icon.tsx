import type { ReactNode } from "react";

/** Line drawings, 24 units square, in the text colour: the tools and the members' pages. */
const drawings = {
  settings: (
    <>
      <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
      <circle cx="15" cy="6" r="2" />
      <circle cx="9" cy="12" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>
  ),
  editor: (
    <>
      <path d="M3 5h11v8H8l-3 3v-3H3z" />
      <path d="M14 9h7v8h-2v3l-3-3h-5v-4" />
      <path d="M6 8h5M6 10.5h3" />
    </>
  ),
  playground: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="1.5" />
      <path d="M3 9h18M3 14h18M9 4v16M15 4v16" />
    </>
  ),
  autoclave: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <circle cx="12" cy="12" r="5" />
      <path d="M12 12l2.5-2.5M7 5.5h2" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="1.5" />
      <path d="M3 10h18M8 3v4M16 3v4M7 14h3M7 17h6" />
    </>
  ),
  play: (
    <>
      {/* Three blocks of a word laid side by side, the last one lifted as it is dealt. */}
      <rect x="2.5" y="12" width="6" height="6" rx="1" />
      <rect x="9" y="12" width="6" height="6" rx="1" />
      <rect x="16" y="6" width="5.5" height="6" rx="1" />
      <path d="M15.5 18h6" />
    </>
  ),
  account: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1-4.5 4.5-6.5 8-6.5s7 2 8 6.5" />
    </>
  ),
  chat: (
    <>
      <path d="M4 5h16v11H10l-4 4v-4H4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </>
  ),
  doc: (
    <>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 12h6M9 15h6M9 18h4" />
    </>
  ),
  tools: (
    <>
      <path d="M14.5 6.5a4 4 0 0 0-5.2 5.2L4 17l3 3 5.3-5.3a4 4 0 0 0 5.2-5.2l-2.5 2.5-2.5-.5-.5-2.5z" />
    </>
  ),
  protected: (
    <>
      <path d="M12 3l7 3v5c0 5-3 8.5-7 10-4-1.5-7-5-7-10V6z" />
      <path d="M9 12l2 2 4-4" />
    </>
  ),
  intern: (
    <>
      <path d="M3 11l9-7 9 7" />
      <path d="M5 10v10h14V10M10 20v-6h4v6" />
    </>
  ),
  edit: (
    <>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
      <path d="M13 7l4 4" />
      <path d="M13 20h7" />
    </>
  ),
  facts: (
    <>
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M4 10h16M9 3v4M15 3v4M8 14h3M8 17h6" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="1.5" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
      <path d="M12 15v2" />
    </>
  ),
  changes: (
    <>
      <path d="M4.5 9A8 8 0 1 1 4 12" />
      <path d="M4 4v5h5" />
      <path d="M12 8v4l3 2" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof drawings;

export function LineIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {drawings[name]}
    </svg>
  );
}
