/**
 * A crate from the Friday food distribution: bread, apples, carrots and a bottle of milk in a
 * wooden crate on the table, and a cup of the cafe's tea beside it. Colours come from the page's
 * variables, so light and dark mode both suit it; the food keeps its own colours.
 */
export function FoodCrateDrawing({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* bread, carrots, milk and apples standing out of the crate */}
        <path d="M92 120q-4-34 30-38q34-2 36 32z" fill="#d59a52" stroke="#7c4a12" strokeWidth="2.4" />
        <path d="M108 98l6 10M124 92l4 12M140 96l2 10" stroke="#7c4a12" strokeWidth="2" />
        <rect x="160" y="66" width="26" height="58" rx="6" fill="#f8fafc" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M164 66v-10h18v10" fill="#f8fafc" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M160 86h26" stroke="#3b82f6" strokeWidth="5" />
        <path d="M196 120l28-46M206 120l30-40" stroke="#ea7a1a" strokeWidth="9" />
        <path d="M224 74l-2-12M224 74l10-8M236 80l4-12M236 80l12-4" stroke="#3f8f3a" strokeWidth="3" />
        {/* the crate */}
        <path d="M70 118h180l-12 78H82z" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <path d="M76 144h168M80 170h160" stroke="var(--muted)" strokeWidth="2.4" />
        <rect x="136" y="126" width="48" height="12" rx="6" fill="var(--bg)" stroke="var(--text)" strokeWidth="2.4" />
        <path d="M110 118l-4 78M210 118l4 78" stroke="var(--border)" strokeWidth="2" />
        {/* apples in front of it */}
        <circle cx="100" cy="196" r="13" fill="#c2410c" stroke="#7c2d12" strokeWidth="2" />
        <path d="M100 183q2-6 6-8" stroke="#3f8f3a" strokeWidth="2.4" />
        <circle cx="126" cy="200" r="11" fill="#84a93a" stroke="#3f6212" strokeWidth="2" />
        {/* a cup of tea */}
        <path d="M262 172h28v18q0 10-14 10q-14 0-14-10z" fill="var(--accent)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M290 178q10 0 8 8q-2 6-8 4" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M270 160q-4-6 0-12M282 160q-4-6 0-12" stroke="var(--muted)" strokeWidth="2" />
        {/* the table */}
        <path d="M16 210h288" stroke="var(--text)" strokeWidth="3" />
      </g>
    </svg>
  );
}
