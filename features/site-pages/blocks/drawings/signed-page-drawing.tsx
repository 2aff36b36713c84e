/**
 * The authors' rights: a handwritten page signed by its author, the pen that signed it, a
 * copyright seal that stays with the author and a mask for the pseudonym anyone may choose.
 * Colours come from the page's variables, so light and dark mode both suit it.
 */
export function SignedPageDrawing({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* the page, slightly turned */}
        <path d="M70 34l120-8l10 176l-120 8z" fill="var(--bg)" stroke="var(--text)" strokeWidth="3" />
        <path
          d="M88 56q8-6 14 0t14 0t14 0t14 0t14-2M90 76q8-6 14 0t14 0t14 0t12-2M91 96q8-6 14 0t14 0t14 0t14 0t12-2M93 116q8-6 14 0t14 0t12-2M94 136q8-6 14 0t14 0t14 0t14-2"
          stroke="var(--muted)"
          strokeWidth="2"
        />
        {/* the author's signature above its line */}
        <path d="M98 178q6-22 14-6q4 10 10-6q4-8 8 2q4 8 12-2q6-6 14 0" stroke="var(--accent)" strokeWidth="2.6" />
        <path d="M96 186l84-6" stroke="var(--text)" strokeWidth="1.8" />
        {/* the pen laid beside it */}
        <path d="M194 206l36-52l10 7l-36 52l-13 5z" fill="var(--accent)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M226 162l10 7" stroke="var(--text)" strokeWidth="2.4" />
        {/* the copyright seal */}
        <circle cx="256" cy="64" r="30" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <circle cx="256" cy="64" r="22" stroke="var(--accent)" strokeWidth="2" />
        <path d="M264 56a11 11 0 1 0 0 16" stroke="var(--text)" strokeWidth="3.4" />
        {/* a mask for the pseudonym */}
        <path d="M244 150q30-8 60 0q2 22-14 24q-10 0-16-8q-6 8-16 8q-16-2-14-24z" fill="var(--surface)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M256 158q6-4 12 0q-6 4-12 0zM280 158q6-4 12 0q-6 4-12 0z" fill="var(--text)" stroke="var(--text)" strokeWidth="1.6" />
        <path d="M16 214h288" stroke="var(--muted)" strokeWidth="3" />
      </g>
    </svg>
  );
}
