/**
 * The take-away bags of 2021: the parish hall's door standing open, a table before it with packed
 * paper bags in a row, bread and leeks looking out of them. Colours come from the page's
 * variables, so light and dark mode both suit it; the food keeps its own colours.
 */
export function TakeAwayDrawing({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* the door of the hall, open, light inside */}
        <path d="M200 210V40h84v170" fill="var(--bg)" stroke="var(--text)" strokeWidth="3" />
        <path d="M206 206V46h72v160z" fill="#f6d58e" stroke="var(--text)" strokeWidth="2" />
        <path d="M206 46l-28-6v174l28-4z" fill="var(--surface)" stroke="var(--text)" strokeWidth="2.6" />
        <circle cx="184" cy="140" r="3.6" fill="var(--text)" />
        {/* the table with the bags */}
        <g transform="translate(-12 0)">
        <path d="M20 170h168" stroke="var(--text)" strokeWidth="3.4" />
        <path d="M30 170v40M178 170v40" stroke="var(--text)" strokeWidth="3" />
        <path d="M34 168l4-46h40l4 46z" fill="#d9b38c" stroke="#7c4a12" strokeWidth="2.4" />
        <path d="M88 168l4-46h40l4 46z" fill="#d9b38c" stroke="#7c4a12" strokeWidth="2.4" />
        <path d="M142 168l4-46h40l-2 46z" fill="#d9b38c" stroke="#7c4a12" strokeWidth="2.4" />
        <path d="M38 124l6-6h32l6 6M92 124l6-6h32l6 6M146 124l6-6h32l4 6" stroke="#7c4a12" strokeWidth="2" />
        {/* bread, leek and apples looking out */}
        <path d="M46 118q-2-22 14-26q14 0 14 22" fill="#d59a52" stroke="#7c4a12" strokeWidth="2.2" />
        <path d="M104 118l8-46M118 118l2-40" stroke="#3f8f3a" strokeWidth="7" />
        <path d="M104 118l4-22M118 118l1-18" stroke="#f8fafc" strokeWidth="7" />
        <circle cx="158" cy="112" r="9" fill="#c2410c" stroke="#7c2d12" strokeWidth="2" />
        <circle cx="174" cy="114" r="8" fill="#84a93a" stroke="#3f6212" strokeWidth="2" />
        </g>
        {/* the ground */}
        <path d="M12 212h296" stroke="var(--text)" strokeWidth="3" />
      </g>
    </svg>
  );
}
