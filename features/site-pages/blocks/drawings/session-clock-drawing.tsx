/**
 * The writing group's ninety minutes as a clock dial cut into its parts, clockwise from twelve: the
 * round of one sentence each (a speech bubble), the five-minute warm-up (a small flame),
 * the main exercise of twenty-five minutes (a pen), reading aloud and feedback (an open page and a
 * heart) and the closing sentence to take into the week (a star). Colours come from the page's
 * variables, so light and dark mode both suit it.
 */
export function SessionClockDrawing({ className }: { className?: string }) {
  // The parts in minutes; ninety minutes go once round the dial, four degrees to the minute.
  const parts = [10, 5, 25, 40, 10];
  const spans = parts.map((minutes, index) => ({ minutes, start: parts.slice(0, index).reduce((sum, part) => sum + part, 0) }));
  const at = (minute: number, radius: number) => {
    const angle = ((minute * 4 - 90) * Math.PI) / 180;
    return `${Math.round((160 + radius * Math.cos(angle)) * 10) / 10} ${Math.round((114 + radius * Math.sin(angle)) * 10) / 10}`;
  };
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* the clock's feet and the button on top */}
        <path d="M110 184l-12 28M210 184l12 28" stroke="var(--text)" strokeWidth="6" />
        <path d="M150 22v-8h20v8" fill="var(--accent)" stroke="var(--text)" strokeWidth="3" />
        {/* the dial */}
        <circle cx="160" cy="114" r="92" fill="var(--surface)" stroke="var(--text)" strokeWidth="3.5" />
        {/* each part: a line from the hub and its stretch of the rim, the main exercise in the accent */}
        {spans.map(({ minutes, start }, index) => (
          <g key={start}>
            <path d={`M${at(start, 22)}L${at(start, 84)}`} stroke="var(--muted)" strokeWidth="2" />
            <path d={`M${at(start + 1.2, 78)}A78 78 0 ${minutes > 45 ? 1 : 0} 1 ${at(start + minutes - 1.2, 78)}`} stroke={index === 2 ? "var(--accent)" : "var(--muted)"} strokeWidth={index === 2 ? 9 : 5} />
          </g>
        ))}
        {/* the round: a speech bubble */}
        <path d="M166 50h20q4 0 4 4v10q0 4-4 4h-10l-6 6v-6h-4q-4 0-4-4V54q0-4 4-4z" fill="var(--bg)" stroke="var(--text)" strokeWidth="2.2" />
        {/* the warm-up: a small flame */}
        <path d="M207 85q-7 0-7-6q0-5 5-9q0 4 2 5q2-3 0-8q8 4 8 12q0 6-8 6z" fill="var(--accent)" stroke="var(--text)" strokeWidth="2" />
        {/* the main exercise: a pen */}
        <path d="M200 148l30-32l8 8l-30 32l-12 4z" fill="var(--accent)" stroke="var(--text)" strokeWidth="2.4" />
        <path d="M222 124l8 8" stroke="var(--text)" strokeWidth="2.4" />
        {/* reading aloud and feedback: an open page and a heart */}
        <path d="M112 156q-10-6-24-4v-24q14-2 24 4q10-6 24-4v24q-14-2-24 4zM112 132v24" fill="var(--bg)" stroke="var(--text)" strokeWidth="2.2" />
        <path d="M104 98q-5-7-10-2q-4 5 10 14q14-9 10-14q-5-5-10 2z" fill="var(--accent)" stroke="var(--text)" strokeWidth="2" />
        {/* the closing sentence: a star to take along */}
        <path d="M140 46l3 7l7 .6l-5.4 4.6l1.7 7l-6.3-3.8l-6.3 3.8l1.7-7l-5.4-4.6l7-.6z" fill="var(--accent)" stroke="var(--text)" strokeWidth="1.8" />
        {/* the hand, a little way into the main exercise, and the hub */}
        <path d={`M160 114L${at(19, 50)}`} stroke="var(--text)" strokeWidth="4" />
        <circle cx="160" cy="114" r="6" fill="var(--text)" />
        <path d="M16 214h288" stroke="var(--muted)" strokeWidth="3" />
      </g>
    </svg>
  );
}
