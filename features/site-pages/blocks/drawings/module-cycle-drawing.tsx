/**
 * The training's eight modules as a cycle: numbered stations around a ring with arrows between
 * them, paired as the page describes them, around a head with a thought. Colours come from the
 * page's variables, so light and dark mode both suit it.
 */
export function ModuleCycleDrawing({ className }: { className?: string }) {
  const centre = { x: 160, y: 120 };
  const radius = 88;
  const stations = Array.from({ length: 8 }, (_, index) => {
    const angle = ((index * 45 - 90) * Math.PI) / 180;
    return { number: index + 1, x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle), paired: Math.floor(index / 2) % 2 === 0 };
  });
  const round = (value: number) => Math.round(value * 10) / 10;
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* the ring, drawn as arcs between the stations with an arrowhead each */}
        {stations.map((station, index) => {
          const from = ((index * 45 - 90 + 12) * Math.PI) / 180;
          const to = ((index * 45 - 90 + 33) * Math.PI) / 180;
          const start = { x: round(centre.x + radius * Math.cos(from)), y: round(centre.y + radius * Math.sin(from)) };
          const end = { x: round(centre.x + radius * Math.cos(to)), y: round(centre.y + radius * Math.sin(to)) };
          const tangent = to + Math.PI / 2;
          const back = (turn: number) => ({ x: round(end.x - 7 * Math.cos(tangent + turn)), y: round(end.y - 7 * Math.sin(tangent + turn)) });
          const left = back(0.5);
          const right = back(-0.5);
          return (
            <g key={station.number} stroke="var(--muted)" strokeWidth="2.4">
              <path d={`M${start.x} ${start.y}A${radius} ${radius} 0 0 1 ${end.x} ${end.y}`} />
              <path d={`M${left.x} ${left.y}L${end.x} ${end.y}L${right.x} ${right.y}`} />
            </g>
          );
        })}
        {/* the stations */}
        {stations.map((station) => (
          <g key={station.number}>
            {/* A paired station a disc of ink in the accent's ring, its numeral in the paper's colour:
                on the accent's fill the numeral stood at 3.1 : 1 (the page's own), 1.8 : 1 (the
                taped paper's) in the dark scheme (round 77). */}
            <circle cx={round(station.x)} cy={round(station.y)} r="16" fill={station.paired ? "var(--text)" : "var(--bg)"} stroke="var(--accent)" strokeWidth="3" />
            <text
              x={round(station.x)}
              y={round(station.y) + 6}
              textAnchor="middle"
              fontSize="17"
              fontWeight="700"
              fontFamily="system-ui, sans-serif"
              fill={station.paired ? "var(--bg)" : "var(--text)"}
              stroke="none"
            >
              {station.number}
            </text>
          </g>
        ))}
        {/* a head in profile with a thought: a question turning into a light */}
        <path
          d="M146 156v-14q-16-6-16-24q0-24 26-26q28-2 30 24l8 12l-7 3v10q0 8-10 8h-7v7z"
          fill="var(--surface)"
          stroke="var(--text)"
          strokeWidth="3"
        />
        <circle cx="160" cy="112" r="9" fill="#fbbf24" stroke="#b45309" strokeWidth="1.6" />
        <path d="M157 123h6M158 127h4" stroke="var(--text)" strokeWidth="2" />
      </g>
    </svg>
  );
}
