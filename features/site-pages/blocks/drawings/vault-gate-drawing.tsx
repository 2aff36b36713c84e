/**
 * The restoration of 2001: the vault's gabled front of hand-moulded brick with sandstone corners,
 * the round window and the lintel, the recast gate with its lilies in the pointed doorway, and
 * the scaffold and mortar tub of the work beside it. Colours come from the page's variables, so
 * light and dark mode both suit it; sandstone keeps its own colour.
 */
export function VaultGateDrawing({ className }: { className?: string }) {
  // Brick courses across the front, stopping at the gable's slopes.
  const courses = Array.from({ length: 9 }, (_, index) => {
    const y = 120 + index * 10;
    return `M72 ${y}H248`;
  }).join("");
  const quoins = Array.from({ length: 8 }, (_, index) => ({ y: 116 + index * 11, wide: index % 2 === 0 }));
  const bars = [136, 144, 152, 160, 168, 176, 184];
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* the front: gable, brick courses, sandstone corners */}
        <path d="M68 204V112L160 50l92 62v92z" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <path d={courses} stroke="var(--border)" strokeWidth="1.6" />
        {quoins.map(({ y, wide }) => (
          <g key={y} fill="#d8c49a" stroke="#8a7343" strokeWidth="1.4">
            <rect x="70" y={y} width={wide ? 18 : 11} height="10" />
            <rect x={wide ? 232 : 239} y={y} width={wide ? 18 : 11} height="10" />
          </g>
        ))}
        {/* the round window and the lintel with the family's name */}
        <circle cx="160" cy="84" r="11" fill="var(--bg)" stroke="var(--text)" strokeWidth="2.4" />
        <path d="M149 84h22M160 73v22" stroke="var(--muted)" strokeWidth="1.4" />
        <rect x="122" y="104" width="76" height="12" fill="#d8c49a" stroke="#8a7343" strokeWidth="1.6" />
        <path d="M134 110h52" stroke="#8a7343" strokeWidth="1.4" />
        {/* the pointed doorway and the recast gate with lily finials */}
        <path d="M130 204v-56q0-22 30-30q30 8 30 30v56z" fill="var(--bg)" stroke="var(--text)" strokeWidth="2.6" />
        <path d={bars.map((x) => `M${x} 202V${x === 160 ? 126 : 150 - Math.abs(160 - x) / 2}`).join("")} stroke="var(--text)" strokeWidth="2" />
        <path d="M132 164h56M132 196h56" stroke="var(--text)" strokeWidth="2.4" />
        {bars.map((x) => (
          <path key={x} d={`M${x} 180c-5-4-5-8 0-12c5 4 5 8 0 12z`} fill="var(--accent)" stroke="var(--accent)" strokeWidth="1" />
        ))}
        {/* the scaffold of the work and a tub of lime mortar with its trowel */}
        <path d="M264 204V70M298 204V70M260 96h42M260 150h42M264 96l34 54M298 96l-34 54" stroke="var(--muted)" strokeWidth="2.4" />
        <rect x="258" y="144" width="46" height="6" fill="var(--border)" stroke="var(--muted)" strokeWidth="1.6" />
        <path d="M20 204l4-20h32l4 20z" fill="var(--border)" stroke="var(--text)" strokeWidth="2" />
        <path d="M26 184q14-6 28 0" stroke="var(--muted)" strokeWidth="2" />
        <path d="M46 180l8-14" stroke="var(--text)" strokeWidth="2.4" />
        <path d="M54 166l-2-12 10 4z" fill="var(--muted)" stroke="var(--text)" strokeWidth="1.6" />
        {/* the churchyard's ground */}
        <path d="M4 204h312" stroke="var(--text)" strokeWidth="3" />
        <path d="M14 216h40M74 226h52M148 216h64M236 226h58" stroke="var(--border)" strokeWidth="2.4" />
      </g>
    </svg>
  );
}
