/**
 * Where every program ends up: a terminal strip on a DIN rail in a control cabinet, its wires
 * leading up to a controller with status lights. Colours come from the page's variables, so
 * light and dark mode both suit it; the wires keep their standard colours.
 */
export function TerminalStripDrawing({ className }: { className?: string }) {
  const terminals = [0, 1, 2, 3, 4, 5, 6, 7];
  const wireColours = ["#2563eb", "#b45309", "#4b5563", "#16a34a", "#2563eb", "#b45309", "#4b5563", "#dc2626"];
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* the cabinet's back plate */}
        <rect x="24" y="16" width="272" height="208" rx="8" fill="var(--bg)" stroke="var(--text)" strokeWidth="3" />
        {/* the controller with its status lights */}
        <rect x="76" y="36" width="168" height="54" rx="4" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <path d="M92 50h64M92 62h44" stroke="var(--muted)" strokeWidth="2.4" />
        <circle cx="196" cy="52" r="5" fill="#16a34a" />
        <circle cx="214" cy="52" r="5" fill="#16a34a" />
        <circle cx="228" cy="52" r="5" fill="#f59e0b" />
        <path d="M184 74h48" stroke="var(--accent)" strokeWidth="4" />
        {/* the wires down to the strip */}
        {terminals.map((index) => {
          const x = 68 + index * 26;
          const top = 96 + (index % 2) * 2;
          return <path key={index} d={`M${110 + index * 14} 90C${110 + index * 14} ${top + 30} ${x} ${top + 20} ${x} 150`} stroke={wireColours[index]} strokeWidth="3" />;
        })}
        {/* the DIN rail and the terminals on it */}
        <path d="M44 176h232" stroke="var(--muted)" strokeWidth="6" />
        {terminals.map((index) => (
          <g key={index}>
            <rect x={57 + index * 26} y="148" width="22" height="52" rx="2" fill="var(--surface)" stroke="var(--text)" strokeWidth="2.4" />
            <circle cx={68 + index * 26} cy="160" r="4" stroke="var(--text)" strokeWidth="2" />
            <path d={`M${65 + index * 26} 160h6`} stroke="var(--text)" strokeWidth="1.6" />
            <rect x={61 + index * 26} y="184" width="14" height="8" rx="1" fill="var(--accent)" />
          </g>
        ))}
      </g>
    </svg>
  );
}
