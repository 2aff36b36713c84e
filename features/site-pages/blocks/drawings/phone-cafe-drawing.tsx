/**
 * The cafe by telephone in the pandemic spring of 2020: a telephone on the table with its
 * handset lifted, the cord curling, a cup of tea beside it and the calendar's weeks crossed out on
 * the wall. Colours come from the page's variables, so light and dark mode both suit it.
 */
export function PhoneCafeDrawing({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* the calendar on the wall, two weeks crossed out */}
        <path d="M206 26h86v84h-86z" fill="var(--bg)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M206 42h86" stroke="var(--accent)" strokeWidth="6" />
        <path d="M218 58h10M236 58h10M254 58h10M272 58h10M218 76h10M236 76h10M254 76h10M272 76h10M218 94h10M236 94h10" stroke="var(--muted)" strokeWidth="2.4" />
        <path d="M216 54l14 8M230 54l-14 8M234 54l14 8M248 54l-14 8M252 54l14 8M266 54l-14 8M270 54l14 8M284 54l-14 8M216 72l14 8M230 72l-14 8M234 72l14 8M248 72l-14 8" stroke="var(--accent)" strokeWidth="2" />
        {/* the telephone and its lifted handset on its curled cord */}
        <path d="M58 206l10-52h84l10 52z" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <circle cx="110" cy="180" r="16" fill="var(--bg)" stroke="var(--text)" strokeWidth="2.4" />
        <circle cx="110" cy="180" r="5" fill="var(--accent)" />
        <path d="M78 154v-10h64v10" stroke="var(--text)" strokeWidth="3" />
        <path d="M92 96q-18 6-16 24l14 2q0-8 8-10l-4-14zM146 84q18 0 24 16l-14 6q-4-8-12-6z" fill="var(--accent)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M98 104q24-20 48-14" stroke="var(--text)" strokeWidth="6" />
        <path d="M62 186q-16-4-10-14q6-8-4-14q-8-8 2-14q10-6 4-14q-4-8 26-16" stroke="var(--muted)" strokeWidth="2.2" />
        {/* sound waves from the handset */}
        <path d="M178 78q8 8 2 18M188 70q14 14 4 32" stroke="var(--muted)" strokeWidth="2.2" />
        {/* a cup of tea */}
        <path d="M210 178h30v20q0 10-15 10q-15 0-15-10z" fill="var(--accent)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M240 184q10 0 8 8q-2 6-8 4" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M218 166q-4-6 0-12M230 166q-4-6 0-12" stroke="var(--muted)" strokeWidth="2" />
        {/* the table */}
        <path d="M16 210h288" stroke="var(--text)" strokeWidth="3" />
      </g>
    </svg>
  );
}
