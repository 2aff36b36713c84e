/**
 * A worksheet of the training: a title, an example box, writing lines and the box for the
 * sentence to take away, with a pencil beside it. Colours come from the page's variables, so
 * light and dark mode both suit it.
 */
export function WorksheetDrawing({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* a second sheet behind, slightly turned */}
        <path d="M108 30l118 10l-12 176l-118-10z" fill="var(--surface)" stroke="var(--muted)" strokeWidth="2" />
        {/* the sheet */}
        <rect x="88" y="24" width="124" height="184" rx="3" fill="var(--bg)" stroke="var(--text)" strokeWidth="3" />
        <path d="M102 44h64" stroke="var(--text)" strokeWidth="5" />
        <rect x="102" y="58" width="96" height="34" rx="3" fill="var(--surface)" stroke="var(--muted)" strokeWidth="2" />
        <path d="M110 70h60M110 80h44" stroke="var(--muted)" strokeWidth="2" />
        <path d="M102 108h96M102 122h96M102 136h96M102 150h96" stroke="var(--border)" strokeWidth="2" />
        <path d="M104 106q6-5 10 0t10 0t10 0t12-2M104 120q6-5 10 0t12 0t8 0" stroke="var(--accent)" strokeWidth="2.2" />
        {/* the box for the sentence to take away */}
        <rect x="102" y="166" width="96" height="28" rx="4" stroke="var(--accent)" strokeWidth="2.6" />
        <path d="M112 180l6 6l10-12" stroke="var(--accent)" strokeWidth="2.6" />
        {/* the pencil */}
        <path d="M232 196l30-120l12 3l-30 120l-10 8z" fill="var(--accent)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M262 76l12 3l3-12l-12-3z" fill="var(--surface)" stroke="var(--text)" strokeWidth="2.6" />
      </g>
    </svg>
  );
}
