/**
 * The anthology: a book standing with a linocut on its cover (a rising sun over hills), a second
 * copy lying open beside it. Colours come from the page's variables, so light and dark mode both
 * suit it.
 */
export function AnthologyDrawing({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* the standing book: spine, cover and its linocut */}
        <path d="M92 40h104v160H92z" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <path d="M92 40h14v160H92z" fill="var(--accent)" stroke="var(--text)" strokeWidth="3" />
        <rect x="118" y="58" width="64" height="64" rx="2" fill="var(--bg)" stroke="var(--text)" strokeWidth="2.4" />
        <circle cx="150" cy="96" r="14" fill="var(--accent)" />
        <path d="M150 74v6M132 82l4 4M168 82l-4 4" stroke="var(--accent)" strokeWidth="2.4" />
        <path d="M118 112q16-14 32-4t32-4v18h-64z" fill="var(--text)" />
        <path d="M122 142h56M130 156h40" stroke="var(--muted)" strokeWidth="3" />
        {/* the open copy lying beside it */}
        <path d="M204 186q24-12 52-6v-62q-28-6-52 6z" fill="var(--bg)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M204 186q-12-10-24-8v-62q12-2 24 8z" fill="var(--bg)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M212 138q18-8 36-5M212 150q18-8 36-5M212 162q18-8 30-5" stroke="var(--border)" strokeWidth="2" />
        <path d="M186 132l12 4M186 146l12 4" stroke="var(--border)" strokeWidth="2" />
        <path d="M24 200h272" stroke="var(--text)" strokeWidth="3" />
      </g>
    </svg>
  );
}
