/**
 * Every person has a name: an open book of names, each line a first name, a family name and the
 * years, with a candle burning beside it and a single rose laid before it. Colours come
 * from the page's variables, so light and dark mode both suit it; flame and rose keep their own
 * colours. No cross and no other sign of one faith: the names are of Jews, Sinti, Roma and others.
 */
export function NameBookDrawing({ className }: { className?: string }) {
  // One line per name on each page: a first name, a family name, and the years set apart.
  const names = [0, 1, 2, 3, 4, 5, 6]
    .map((line) => {
      const y = 68 + line * 15;
      const first = 10 + ((line * 5) % 9);
      return [36, 148].map((x) => `M${x} ${y}h${first}M${x + first + 6} ${y}h${20 + ((line * 7) % 11)}M${x + 66} ${y}h14`).join("");
    })
    .join("");
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* the open book, its two pages of names */}
        <path d="M18 54v126q60-8 118 8q58-16 118-8V54" fill="var(--accent)" stroke="var(--text)" strokeWidth="3" />
        <path d="M136 56q-54-14-112-6v124q58-8 112 6z" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <path d="M136 56q54-14 112-6v124q-58-8-112 6z" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <path d="M136 56v124" stroke="var(--muted)" strokeWidth="2" />
        <path d={names} stroke="var(--muted)" strokeWidth="2.4" />
        {/* the candle on its dish, its glow and flame */}
        <circle cx="280" cy="98" r="26" fill="#fbbf24" opacity="0.22" />
        <path d="M280 106q-8-9 0-22q8 13 0 22z" fill="#f59e0b" stroke="#b45309" strokeWidth="1.4" />
        <path d="M280 108v6" stroke="var(--text)" strokeWidth="2" />
        <path d="M266 116h28v88h-28z" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <path d="M266 122q14 5 28 0" stroke="var(--muted)" strokeWidth="2" />
        <path d="M256 206h48" stroke="var(--text)" strokeWidth="4" />
        {/* a single rose laid before the book */}
        <path d="M60 206q60 0 116-6" stroke="#3f7a34" strokeWidth="3" />
        <path d="M100 205q8-10 20-8q-8 10-20 8zM136 203q6-12 18-10q-6 10-18 10z" fill="#4f8a3f" stroke="#2f5f27" strokeWidth="1.6" />
        <circle cx="186" cy="200" r="10" fill="#b91c1c" stroke="#7f1d1d" strokeWidth="2" />
        <path d="M186 200a2 2 0 1 1 2.5 2a4.5 4.5 0 1 1-6-5.5a7 7 0 1 1-6 7" stroke="#7f1d1d" strokeWidth="1.8" />
        <path d="M12 214h296" stroke="var(--text)" strokeWidth="3" />
      </g>
    </svg>
  );
}
