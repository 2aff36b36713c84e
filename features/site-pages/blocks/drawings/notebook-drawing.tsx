/**
 * An open notebook with a few handwritten lines and a pen laid across it, a cup beside it: the
 * writing group's table. Colours come from the page's variables, so light and dark mode both
 * suit it.
 */
export function NotebookDrawing({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* the two pages of the notebook and its spine */}
        <path d="M160 72q-36-14-96-8v130q60-6 96 8z" fill="var(--bg)" stroke="var(--text)" strokeWidth="3" />
        <path d="M160 72q36-14 96-8v130q-60-6-96 8z" fill="var(--bg)" stroke="var(--text)" strokeWidth="3" />
        <path d="M160 72v130" stroke="var(--muted)" strokeWidth="2" />
        {/* ruled lines, some already written on */}
        <path d="M76 92q40-4 72 2M76 112q40-4 72 2M76 132q40-4 72 2M76 152q40-4 72 2M76 172q40-4 72 2" stroke="var(--border)" strokeWidth="1.6" />
        <path d="M172 94q40-6 72-2M172 114q40-6 72-2M172 134q40-6 72-2M172 154q40-6 72-2M172 174q40-6 72-2" stroke="var(--border)" strokeWidth="1.6" />
        <path
          d="M80 90q6-6 10 0t10 0t10 0t10-2t10 2M80 110q8-6 12 0t10 0t14-2t8 2M80 130q6-6 10 0t12 0t10 0M176 92q6-6 10 0t10 0t12 0t10-2"
          stroke="var(--accent)"
          strokeWidth="2.4"
        />
        {/* a heart doodle in the margin */}
        <path d="M214 122q-6-8-12-2q-4 6 12 16q16-10 12-16q-6-6-12 2z" stroke="var(--accent)" strokeWidth="2.2" />
        {/* the pen laid across the right-hand page */}
        <path d="M196 186l74-66l10 10l-74 66l-14 4z" fill="var(--accent)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M262 128l10 10" stroke="var(--text)" strokeWidth="2.6" />
        {/* a cup of tea */}
        <path d="M30 150h26v18q0 9-13 9q-13 0-13-9z" fill="var(--surface)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M56 156q9 0 7 7q-2 5-7 3" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M38 140q-4-6 0-12M48 140q-4-6 0-12" stroke="var(--muted)" strokeWidth="2" />
        <path d="M16 214h288" stroke="var(--muted)" strokeWidth="3" />
      </g>
    </svg>
  );
}
