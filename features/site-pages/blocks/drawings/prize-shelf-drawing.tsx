/**
 * What the donation prize of 2023 bought: a stainless-steel shelf of the storeroom with crates on
 * it, a sack truck carrying two more, and the prize's rosette pinned to the shelf. Colours come
 * from the page's variables, so light and dark mode both suit it; steel and food keep their own.
 */
export function PrizeShelfDrawing({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* the steel shelf: two uprights, three boards */}
        <path d="M40 34v176M188 34v176" stroke="#8a96a3" strokeWidth="5" />
        <path d="M40 78h148M40 138h148M40 198h148" stroke="#8a96a3" strokeWidth="5" />
        <path d="M44 74h140M44 134h140M44 194h140" stroke="#dbe2e8" strokeWidth="1.6" />
        {/* crates on the boards */}
        <path d="M54 46h56v30H54zM120 50h56v26h-56zM54 106h56v30H54zM120 106h56v30h-56zM54 166h56v30H54z" fill="var(--surface)" stroke="var(--text)" strokeWidth="2.4" />
        <path d="M58 60h48M124 62h48M58 120h48M124 120h48M58 180h48" stroke="var(--muted)" strokeWidth="2" />
        <circle cx="66" cy="42" r="7" fill="#c2410c" stroke="#7c2d12" strokeWidth="1.6" />
        <circle cx="82" cy="40" r="7" fill="#84a93a" stroke="#3f6212" strokeWidth="1.6" />
        <path d="M128 50q2-14 20-14q18 0 20 14z" fill="#d59a52" stroke="#7c4a12" strokeWidth="2" />
        <path d="M124 106l10-14M134 106l10-12" stroke="#ea7a1a" strokeWidth="6" />
        {/* the prize's rosette, pinned to the shelf */}
        <path d="M166 168l-8 30l10-6l6 10l4-32M178 168l4 32l6-10l10 6l-8-30" fill="var(--accent)" stroke="var(--text)" strokeWidth="2" />
        <circle cx="172" cy="160" r="16" fill="#e9b400" stroke="#a16207" strokeWidth="2.4" />
        <circle cx="172" cy="160" r="8" fill="var(--accent)" stroke="#a16207" strokeWidth="1.6" />
        {/* the sack truck with two crates */}
        <path d="M236 58l-4-10M236 58v140h50" stroke="var(--text)" strokeWidth="4" />
        <path d="M240 120h48v36h-48zM240 160h48v36h-48z" fill="var(--surface)" stroke="var(--text)" strokeWidth="2.4" />
        <path d="M244 136h40M244 176h40" stroke="var(--muted)" strokeWidth="2" />
        <circle cx="248" cy="106" r="8" fill="#c2410c" stroke="#7c2d12" strokeWidth="1.6" />
        <circle cx="266" cy="108" r="7" fill="#84a93a" stroke="#3f6212" strokeWidth="1.6" />
        <path d="M276 120l6-18" stroke="#ea7a1a" strokeWidth="6" />
        <circle cx="240" cy="204" r="10" fill="var(--bg)" stroke="var(--text)" strokeWidth="3" />
        {/* the floor */}
        <path d="M16 214h288" stroke="var(--text)" strokeWidth="3" />
      </g>
    </svg>
  );
}
