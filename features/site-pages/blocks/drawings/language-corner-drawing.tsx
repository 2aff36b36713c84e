/**
 * The cafe's language corner of 2022: a table with cake and two cups, sunflowers in a jar for the
 * new neighbours from Ukraine, and two speech bubbles passing words back and forth. Colours come
 * from the page's variables, so light and dark mode both suit it; the flowers keep their own.
 */
export function LanguageCornerDrawing({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* two speech bubbles, one answering the other */}
        <path d="M34 30h92q10 0 10 10v30q0 10-10 10H66l-16 14v-14H34q-10 0-10-10V40q0-10 10-10z" fill="var(--bg)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M40 48q6-6 12 0t12 0t12 0t12 0M40 64q6-6 12 0t12 0t14-2" stroke="var(--accent)" strokeWidth="2.4" />
        <path d="M286 52h-92q-10 0-10 10v28q0 10 10 10h56l16 14v-14h20q10 0 10-10V62q0-10-10-10z" fill="var(--surface)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M200 70q6-6 12 0t12 0t12 0t12 0t14 0M200 86q6-6 12 0t14 0" stroke="#3b82f6" strokeWidth="2.4" />
        {/* sunflowers in a jar */}
        <path d="M150 176v-62M150 150q-16-4-20-16M150 140q14-6 22-18M164 176v-44" stroke="#3f8f3a" strokeWidth="3" />
        <g fill="#e9b400" stroke="#a16207" strokeWidth="1.6">
          <path d="M150 92l6 12l12-4l-4 12l12 6l-12 6l4 12l-12-4l-6 12l-6-12l-12 4l4-12l-12-6l12-6l-4-12l12 4z" />
          <path d="M168 120l4 8l9-3l-3 9l8 4l-8 4l3 9l-9-3l-4 8l-4-8l-9 3l3-9l-8-4l8-4l-3-9l9 3z" />
        </g>
        <circle cx="150" cy="116" r="8" fill="#7c4a12" />
        <circle cx="168" cy="140" r="6" fill="#7c4a12" />
        <path d="M138 172h40l-4 36h-32z" fill="var(--bg)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M142 186h32" stroke="var(--border)" strokeWidth="2" />
        {/* cake on a plate and two cups */}
        <path d="M40 206q40 8 80 0" fill="var(--bg)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M52 200v-26l56-18v44z" fill="#e9c46a" stroke="#7c4a12" strokeWidth="2.4" />
        <path d="M52 186l56-16" stroke="#c1121f" strokeWidth="4" />
        <path d="M52 174l56-18" stroke="#fdf6e3" strokeWidth="3" />
        <path d="M206 186h26v16q0 8-13 8q-13 0-13-8z" fill="var(--accent)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M232 191q9 0 7 7q-2 5-7 3" stroke="var(--text)" strokeWidth="2.4" />
        <path d="M252 186h26v16q0 8-13 8q-13 0-13-8z" fill="var(--surface)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M278 191q9 0 7 7q-2 5-7 3" stroke="var(--text)" strokeWidth="2.4" />
        <path d="M214 176q-4-6 0-12M262 176q-4-6 0-12" stroke="var(--muted)" strokeWidth="2" />
        {/* the table */}
        <path d="M16 210h288" stroke="var(--text)" strokeWidth="3" />
      </g>
    </svg>
  );
}
