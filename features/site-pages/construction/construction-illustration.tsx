import styles from "./construction-illustration.module.css";

/**
 * The construction notice's picture: an office building getting its top floor, scaffolding, a
 * crane lifting a checklist into place, a waving builder in a hard hat, a shrub by the door, a barrier
 * and a traffic cone under a low sun, or on the dark page a crescent moon. Lines and surfaces take the page's own colours, so the drawing suits the
 * site's light and dark palette; the barrier keeps the site's yellow and black.
 * `crop`: a box of another shape than the drawing's is filled edge to edge, its sky and ground cut
 * off, instead of the drawing shrinking to its height with empty sides.
 */
export function ConstructionIllustration({ className, crop = false }: { className?: string; crop?: boolean }) {
  return (
    <svg className={className} viewBox="0 0 480 340" preserveAspectRatio={crop ? "xMidYMid slice" : undefined} role="presentation" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* clouds drifting over the site, and two birds circling the crane: above the drawing's box
            (y < 0), shown where the frame beside the notice is taller than the drawing (its sky
            stood an empty yellow field), cut off in a phone's low band */}
        <g fill="var(--surface)" stroke="var(--muted)" strokeWidth="3">
          <path d="M40 -56a18 18 0 0 1 30-14a24 24 0 0 1 44 6a14 14 0 0 1 4 28H46a12 12 0 0 1-6-20z" />
          <path d="M214 -104a14 14 0 0 1 24-10a19 19 0 0 1 34 5a11 11 0 0 1 3 22h-56a10 10 0 0 1-5-17z" />
        </g>
        <path d="M150 10q7-7 14 0q7-7 14 0M356 -58q6-6 12 0q6-6 12 0" stroke="var(--text)" strokeWidth="2.5" />
        {/* sun by day */}
        <g className={styles.sun}>
          <circle cx="428" cy="52" r="22" fill="#facc15" />
          <path d="M428 16v8M428 80v8M392 52h8M456 52h8M403 27l6 6M447 71l6 6M453 27l-6 6M409 71l-6 6" stroke="#facc15" strokeWidth="3" />
        </g>
        {/* a pale crescent and two stars by night, where the bright sun glared on the dark page */}
        <g className={styles.moon}>
          <path d="M436 31a22 22 0 1 0 8 37a18 18 0 0 1-8-37z" fill="#f1e6c4" />
          <path d="M388 30v10M383 35h10M458 84v8M454 88h8" stroke="#c9c0a8" strokeWidth="2" />
        </g>
        {/* ground */}
        <path d="M8 310h464" stroke="var(--muted)" strokeWidth="3" />
        {/* the finished floors: walls, windows, door */}
        <rect x="36" y="150" width="180" height="160" rx="2" fill="var(--surface)" stroke="var(--text)" strokeWidth="4" />
        <g fill="color-mix(in srgb, var(--accent) 22%, var(--surface))" stroke="var(--text)" strokeWidth="3">
          <rect x="52" y="170" width="26" height="32" rx="2" />
          <rect x="92" y="170" width="26" height="32" rx="2" />
          <rect x="132" y="170" width="26" height="32" rx="2" />
          <rect x="172" y="170" width="26" height="32" rx="2" />
          <rect x="52" y="222" width="26" height="32" rx="2" />
          <rect x="172" y="222" width="26" height="32" rx="2" />
        </g>
        <rect x="104" y="250" width="44" height="60" rx="3" fill="var(--accent)" />
        <path d="M96 248h60" stroke="var(--text)" strokeWidth="4" />
        {/* the top floor, still a frame */}
        <path d="M36 150V104M96 150V104M156 150V104M216 150V104M30 104h192" stroke="var(--text)" strokeWidth="4" />
        <path d="M36 128h180" stroke="var(--muted)" strokeWidth="2" strokeDasharray="6 6" />
        {/* scaffolding */}
        <path d="M226 310V96M262 310V96M222 150h44M222 204h44M222 258h44M226 150l36 54M226 204l36 54" stroke="var(--muted)" strokeWidth="3" />
        {/* crane lifting a checklist */}
        <path d="M322 310V52M338 310V52M322 84l16 24M338 108l-16 24M322 132l16 24M338 156l-16 24M322 180l16 24M338 204l-16 24M322 228l16 24M338 252l-16 24" stroke="#ca8a04" strokeWidth="3" />
        <path d="M200 60h196M330 34l-130 26M330 34l66 26" stroke="#ca8a04" strokeWidth="4" />
        <rect x="376" y="60" width="22" height="20" rx="2" fill="#ca8a04" />
        <path d="M290 60v36" stroke="var(--text)" strokeWidth="2" />
        <path d="M284 96h12" stroke="var(--text)" strokeWidth="3" />
        <rect x="266" y="100" width="48" height="62" rx="3" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <path d="M273 116l4 4 7-8M273 134l4 4 7-8M273 152l4 4 7-8" stroke="var(--accent)" strokeWidth="3" />
        <path d="M290 116h16M290 134h16M290 152h12" stroke="var(--muted)" strokeWidth="3" />
        {/* barrier in the site's yellow and black */}
        <path d="M372 290v20M452 290v20" stroke="var(--text)" strokeWidth="4" />
        <rect x="360" y="270" width="104" height="22" rx="3" fill="#facc15" stroke="#1c1917" strokeWidth="3" />
        <path d="M378 270l-14 22M402 270l-14 22M426 270l-14 22M450 270l-14 22" stroke="#1c1917" strokeWidth="7" />
        {/* a builder in a hard hat and a high-visibility vest waves from under the checklist: the
            friendly face of the notice, guiding the next floor into place */}
        <g>
          <path d="M287 276v32M299 276v32" stroke="#475569" strokeWidth="8" />
          <path d="M281 310h10M295 310h10" stroke="var(--text)" strokeWidth="4" />
          <path d="M282 246l-9 24" stroke="var(--text)" strokeWidth="5" />
          <path d="M303 244l13-22" stroke="var(--text)" strokeWidth="5" />
          <circle cx="317" cy="218" r="4.5" fill="#f2c29b" stroke="var(--text)" strokeWidth="2" />
          <rect x="279" y="238" width="28" height="40" rx="7" fill="#f97316" stroke="var(--text)" strokeWidth="3" />
          <path d="M281 258h24M293 240v36" stroke="#fef3c7" strokeWidth="3" />
          <circle cx="293" cy="224" r="11" fill="#f2c29b" stroke="var(--text)" strokeWidth="3" />
          <circle cx="289" cy="224" r="1.6" fill="#1c1917" />
          <circle cx="297" cy="224" r="1.6" fill="#1c1917" />
          <path d="M288 229q5 4 10 0" stroke="#1c1917" strokeWidth="2" />
          <path d="M280 217a13 12 0 0 1 26 0z" fill="#facc15" stroke="#1c1917" strokeWidth="3" />
          <path d="M277 217h32" stroke="#1c1917" strokeWidth="3" />
        </g>
        {/* a shrub by the door: the office is already lived in */}
        <path d="M58 310v-6" stroke="var(--text)" strokeWidth="3" />
        <circle cx="58" cy="292" r="13" fill="#65a30d" stroke="var(--text)" strokeWidth="3" />
        {/* a bird resting on the crane's jib */}
        <path d="M236 46q5-6 10 0q5-6 10 0" stroke="var(--text)" strokeWidth="2.5" />
        {/* traffic cone */}
        <path d="M240 310l10-34h8l10 34z" fill="#f97316" />
        <path d="M245 294h18" stroke="#ffffff" strokeWidth="4" />
        <path d="M234 310h40" stroke="var(--text)" strokeWidth="3" />
      </g>
    </svg>
  );
}
