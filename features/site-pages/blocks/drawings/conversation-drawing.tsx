/**
 * Peer support: two chairs turned towards each other, a small table with two cups between them,
 * and a speech bubble rising from each side. Colours come from the page's variables, so light
 * and dark mode both suit it.
 */
export function ConversationDrawing({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* the two speech bubbles */}
        <path d="M56 40h84q10 0 10 10v30q0 10-10 10H92l-14 14v-14H56q-10 0-10-10V50q0-10 10-10z" fill="var(--surface)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M64 58h60M64 72h40" stroke="var(--muted)" strokeWidth="2.4" />
        <path d="M264 56h-84q-10 0-10 10v26q0 10 10 10h48l14 14v-14h22q10 0 10-10V66q0-10-10-10z" fill="var(--accent)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M188 74h56M188 86h32" stroke="var(--on-accent)" strokeWidth="2.4" />
        {/* the left chair, facing right */}
        <path d="M52 164v46M52 164h52v46" stroke="var(--text)" strokeWidth="4" />
        <rect x="44" y="112" width="14" height="52" rx="5" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <path d="M52 160h56" stroke="var(--accent)" strokeWidth="6" />
        {/* the right chair, facing left */}
        <path d="M268 164v46M268 164h-52v46" stroke="var(--text)" strokeWidth="4" />
        <rect x="262" y="112" width="14" height="52" rx="5" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <path d="M268 160h-56" stroke="var(--accent)" strokeWidth="6" />
        {/* the table with two cups */}
        <path d="M136 170h48M160 170v40M146 210h28" stroke="var(--text)" strokeWidth="3.4" />
        <path d="M142 156h12v10q0 4-6 4q-6 0-6-4zM166 156h12v10q0 4-6 4q-6 0-6-4z" fill="var(--surface)" stroke="var(--text)" strokeWidth="2.2" />
        <path d="M148 148q-3-4 0-8M172 148q-3-4 0-8" stroke="var(--muted)" strokeWidth="1.8" />
        <path d="M20 212h280" stroke="var(--muted)" strokeWidth="3" />
      </g>
    </svg>
  );
}
