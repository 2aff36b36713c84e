/**
 * The anthology's launch reading: a lectern with the open book on it and a small microphone
 * bent towards the reader, tulips in a jar at its foot, bunting above, and a row of
 * chairs seen from behind, two of them taken. Colours come from the page's variables, so light
 * and dark mode both suit it.
 */
export function LaunchReadingDrawing({ className }: { className?: string }) {
  // The row of chairs in front, an aisle left free in the middle for the view of the lectern.
  const chairs = [{ x: 14, taken: false }, { x: 74, taken: true }, { x: 202, taken: true }, { x: 262, taken: false }];
  // Bunting on a sagging string: each flag hangs where the string passes.
  const flags = [44, 80, 116, 152, 188, 224, 260].map((x) => ({ x, y: Math.round(32 - 14 * ((x - 152) / 148) ** 2) }));
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* bunting across the hall */}
        <path d="M12 18q148 28 296 0" stroke="var(--muted)" strokeWidth="2" />
        {flags.map(({ x, y }, index) => (
          <path key={x} d={`M${x} ${y}h16l-8 16z`} fill={index % 2 === 0 ? "var(--accent)" : "var(--surface)"} stroke="var(--text)" strokeWidth="1.8" />
        ))}
        {/* the lectern: its sloping desk, the column and the foot */}
        <path d="M116 84h88l-10 18h-68z" fill="var(--accent)" stroke="var(--text)" strokeWidth="3" />
        <path d="M138 102h44l-6 94h-32z" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <path d="M128 196h64" stroke="var(--text)" strokeWidth="4" />
        {/* the open book on the desk */}
        <path d="M160 84q-14-10-34-8l-2 8M160 84q14-10 34-8l2 8" fill="var(--bg)" stroke="var(--text)" strokeWidth="2.4" />
        <path d="M160 84v-8" stroke="var(--text)" strokeWidth="2" />
        {/* the microphone on its bent stem */}
        <path d="M198 86q6-12-4-20" stroke="var(--text)" strokeWidth="2.4" />
        <rect x="184" y="54" width="9" height="15" rx="4.5" transform="rotate(-40 188 62)" fill="var(--text)" stroke="var(--text)" strokeWidth="2" />
        {/* tulips in a jar at the lectern's foot */}
        <path d="M160 178v-38M160 170q-10-4-20-24M160 170q10-4 20-24" stroke="var(--muted)" strokeWidth="2.4" />
        <path d="M153 134q0 10 7 10t7-10l-3.5 4l-3.5-6l-3.5 6zM133 140q0 10 7 10t7-10l-3.5 4l-3.5-6l-3.5 6zM173 140q0 10 7 10t7-10l-3.5 4l-3.5-6l-3.5 6z" fill="var(--accent)" stroke="var(--text)" strokeWidth="1.8" />
        <path d="M148 174h24l-3 22h-18z" fill="var(--bg)" stroke="var(--text)" strokeWidth="2.4" />
        {/* the chairs from behind, with a listener on two of them */}
        {chairs.map(({ x, taken }) => (
          <g key={x}>
            {taken && <path d={`M${x + 4} 150q0-18 18-18q18 0 18 18zM${x + 22} 132a11 11 0 1 1 0.1 0`} fill="var(--muted)" stroke="var(--text)" strokeWidth="2.4" />}
            <path d={`M${x + 4} 146v68M${x + 40} 146v68M${x} 184h44`} stroke="var(--text)" strokeWidth="4" />
            <rect x={x + 4} y="146" width="36" height="22" rx="3" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
          </g>
        ))}
        <path d="M4 214h312" stroke="var(--muted)" strokeWidth="3" />
      </g>
    </svg>
  );
}
