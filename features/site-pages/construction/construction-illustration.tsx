/**
 * A friendly "coming later" picture drawn for the construction notice: a small house under
 * scaffolding, a crane lifting its last roof tile, a smiling sun and a traffic cone. Colours come
 * from the page's own variables, so light and dark mode both suit it.
 */
export function ConstructionIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 200" role="presentation" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* sun */}
        <circle cx="262" cy="46" r="22" fill="#facc15" />
        <path d="M254 44q2-3 4 0M266 44q2-3 4 0M255 52q7 6 14 0" stroke="#7c5a00" strokeWidth="2.2" />
        <path d="M262 12v8M262 72v8M228 46h8M288 46h8M238 22l6 6M280 64l6 6M286 22l-6 6M244 64l-6 6" stroke="#facc15" strokeWidth="3" />
        {/* ground */}
        <path d="M8 184h304" stroke="var(--muted)" strokeWidth="3" />
        {/* house body and door */}
        <rect x="70" y="110" width="100" height="74" rx="4" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <rect x="108" y="140" width="24" height="44" rx="3" fill="var(--accent)" />
        <rect x="82" y="124" width="18" height="16" rx="2" stroke="var(--text)" strokeWidth="2.5" />
        <rect x="140" y="124" width="18" height="16" rx="2" stroke="var(--text)" strokeWidth="2.5" />
        {/* half-laid roof */}
        <path d="M62 112l58-44 58 44" stroke="var(--text)" strokeWidth="3" />
        <path d="M74 104l46-35M86 106l34-26" stroke="var(--accent)" strokeWidth="5" />
        {/* scaffolding */}
        <path d="M170 184V92M196 184V92M170 118h26M170 150h26M170 118l26 32" stroke="var(--muted)" strokeWidth="2.5" />
        {/* crane with a tile on its hook */}
        <path d="M226 184V60M226 60h-96M226 60l-20-18M226 60v-18h12M150 60v30" stroke="#eab308" strokeWidth="4" />
        <rect x="140" y="90" width="20" height="10" rx="2" fill="var(--accent)" />
        <path d="M214 184h24" stroke="var(--text)" strokeWidth="5" />
        {/* traffic cone */}
        <path d="M28 184l10-34h8l10 34z" fill="#f97316" />
        <path d="M33 168h18" stroke="#ffffff" strokeWidth="4" />
        <path d="M22 184h40" stroke="var(--text)" strokeWidth="3" />
      </g>
    </svg>
  );
}
