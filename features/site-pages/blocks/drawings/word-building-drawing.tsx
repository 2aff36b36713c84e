/**
 * A child building a word at a table: "glück" and "lich" already lie in the row in their colours,
 * and the child sets "un" into the gap before them, where the word lights up. The blocks keep the
 * game's colours (prefix green, stem grey, suffix blue); the rest comes from the page's variables,
 * so light and dark mode both suit it.
 */
export function WordBuildingDrawing({ className }: { className?: string }) {
  const block = (x: number, y: number, width: number, fill: string, edge: string, word: string) => (
    <g>
      <rect x={x} y={y} width={width} height="30" rx="6" fill={fill} stroke={edge} strokeWidth="2.4" />
      <path d={`M${x + 5} ${y + 30}h${width - 10}`} stroke={edge} strokeWidth="3" />
      <text x={x + width / 2} y={y + 21} textAnchor="middle" fontSize="16" fontWeight="700" fill="#111418" stroke="none">
        {word}
      </text>
    </g>
  );
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* the light the finished word gives off */}
        <path d="M134 70v-14M104 78l-8-10M164 78l8-10" stroke="#eab308" strokeWidth="3" />
        <path d="M286 70l4 10l10 4l-10 4l-4 10l-4-10l-10-4l10-4z" fill="#eab308" stroke="#a16207" strokeWidth="1.6" />
        <path d="M262 44l2 6l6 2l-6 2l-2 6l-2-6l-6-2l6-2z" fill="#eab308" stroke="#a16207" strokeWidth="1.4" />
        {/* the table and the row of blocks on it, the gap dashed in the accent */}
        <path d="M100 150h204v10H100z" fill="var(--surface)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M114 160v54M290 160v54" stroke="var(--text)" strokeWidth="3" />
        <rect x="116" y="120" width="38" height="30" rx="6" fill="var(--bg)" stroke="var(--accent)" strokeWidth="2.4" strokeDasharray="5 5" />
        {block(160, 120, 66, "#9ca3af", "#4b5563", "glück")}
        {block(232, 120, 52, "#3b82f6", "#1e40af", "lich")}
        {/* the child: the block "un" in one hand, over the gap */}
        <path d="M40 214l6-58M70 214l-4-58" stroke="var(--text)" strokeWidth="5" />
        <path d="M34 160l8-62q14-8 28 0l8 62z" fill="var(--accent)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M72 104q22 -2 44 -10" stroke="var(--text)" strokeWidth="5" />
        <path d="M40 106q-10 22 -4 40" stroke="var(--text)" strokeWidth="5" />
        <circle cx="56" cy="70" r="20" fill="#f2c7a0" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M36 66q4-22 22-22q18 0 20 18q-12-8-24-2q-8 4-18 6z" fill="#7c4a12" stroke="var(--text)" strokeWidth="2" />
        <circle cx="62" cy="72" r="2" fill="#1f2937" stroke="none" />
        <path d="M58 82q5 4 10 0" stroke="#1f2937" strokeWidth="2" />
        {block(112, 80, 40, "#22c55e", "#15803d", "un")}
        {/* the floor */}
        <path d="M16 214h288" stroke="var(--muted)" strokeWidth="3" />
      </g>
    </svg>
  );
}
