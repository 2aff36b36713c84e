/**
 * The forms the writing group works in, as three sheets fanned on a table: a letter with its
 * greeting and signature, an Elfchen card with its eleven words in lines of one, two, three, four
 * and one, and a list of small good things, each ticked, with a pen beside them. Colours come
 * from the page's variables, so light and dark mode both suit it.
 */
export function WritingFormsDrawing({ className }: { className?: string }) {
  // The Elfchen's eleven words as handwritten strokes, centred line by line.
  const elfchen = [1, 2, 3, 4, 1]
    .map((words, line) => Array.from({ length: words }, (_, word) => `M${160 - words * 8 + word * 16 + 2} ${70 + line * 20}q3-5 6 0t6 0`).join(""))
    .join("");
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* the letter, turned to the left: greeting, lines and signature */}
        <g transform="rotate(-10 78 116)">
          <rect x="34" y="56" width="88" height="120" rx="3" fill="var(--bg)" stroke="var(--text)" strokeWidth="3" />
          <path d="M46 76q5-6 9 0t9 0t9-2" stroke="var(--accent)" strokeWidth="2.4" />
          <path d="M46 94h62M46 108h62M46 122h56M46 136h62M46 150h38" stroke="var(--muted)" strokeWidth="2" />
          <path d="M60 164q4-10 8-2q3 5 7-3q3-4 7 2" stroke="var(--accent)" strokeWidth="2.4" />
        </g>
        {/* the list of small good things, turned to the right */}
        <g transform="rotate(10 242 116)">
          <rect x="198" y="56" width="88" height="120" rx="3" fill="var(--bg)" stroke="var(--text)" strokeWidth="3" />
          <path d="M214 76h36" stroke="var(--text)" strokeWidth="4" />
          <path d="M214 96l4 4l7-9M214 116l4 4l7-9M214 136l4 4l7-9M214 156l4 4l7-9" stroke="var(--accent)" strokeWidth="2.4" />
          <path d="M232 98h40M232 118h30M232 138h42M232 158h26" stroke="var(--muted)" strokeWidth="2" />
        </g>
        {/* the Elfchen card on top */}
        <rect x="120" y="44" width="80" height="124" rx="4" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <path d={elfchen} stroke="var(--accent)" strokeWidth="2.6" />
        {/* the pen laid beside them */}
        <path d="M138 198l78-12l2 9l-78 12l-13-3z" fill="var(--accent)" stroke="var(--text)" strokeWidth="2.4" />
        <path d="M206 188l2 9" stroke="var(--text)" strokeWidth="2.4" />
        {/* the edge of the table */}
        <path d="M16 214h288" stroke="var(--text)" strokeWidth="3" />
      </g>
    </svg>
  );
}
