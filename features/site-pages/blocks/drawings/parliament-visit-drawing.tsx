/**
 * The visit to the state parliament in 2024: the columned front of the parliament building with
 * its flag, and the coach that brought the group parked before its steps. Colours come from the
 * page's variables, so light and dark mode both suit it.
 */
export function ParliamentVisitDrawing({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* the parliament's portico: pediment, six columns, steps */}
        <path d="M150 24v26" stroke="var(--text)" strokeWidth="2.4" />
        <path d="M150 24h24v14h-24z" fill="var(--accent)" stroke="var(--text)" strokeWidth="2" />
        <path d="M62 80l98-34l98 34z" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <path d="M66 80h188v10H66z" fill="var(--bg)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M80 90v62M108 90v62M136 90v62M184 90v62M212 90v62M240 90v62" stroke="var(--text)" strokeWidth="7" />
        <path d="M80 90v62M108 90v62M136 90v62M184 90v62M212 90v62M240 90v62" stroke="var(--surface)" strokeWidth="3" />
        <path d="M150 152v-40q10-10 20 0v40" fill="var(--bg)" stroke="var(--text)" strokeWidth="2.4" />
        <path d="M58 152h204v8H58zM50 160h220v8H50z" fill="var(--surface)" stroke="var(--text)" strokeWidth="2.4" />
        {/* the coach in front */}
        <path d="M24 210v-42q0-8 8-8h150q12 0 14 12l4 38z" fill="var(--accent)" stroke="var(--text)" strokeWidth="3" />
        <path d="M34 170h26v18H34zM66 170h26v18H66zM98 170h26v18H98zM130 170h26v18h-26zM162 170h22l4 18h-26z" fill="var(--bg)" stroke="var(--text)" strokeWidth="2" />
        <circle cx="54" cy="212" r="10" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <circle cx="164" cy="212" r="10" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        {/* the street */}
        <path d="M12 222h296" stroke="var(--text)" strokeWidth="3" />
      </g>
    </svg>
  );
}
