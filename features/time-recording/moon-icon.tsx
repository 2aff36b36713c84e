import type { DayMoonPhase } from "./astro/moon-phase";

interface MoonIconProps {
  phase: DayMoonPhase;
  label: string;
  /** South of the equator the moon is seen the other way round. */
  southern: boolean;
  size?: number;
}

/**
 * The moon as seen that day: the lit part is bounded by the limb and by the terminator, an
 * ellipse whose half-width is |2f − 1| of the radius (f = lit fraction). Drawn, not an emoji,
 * so it looks the same without an emoji font.
 */
export function MoonIcon({ phase, label, southern, size = 16 }: MoonIconProps) {
  const radius = 7;
  const terminator = Math.abs(2 * phase.fraction - 1) * radius;
  const litOnRight = phase.waxing !== southern;
  const gibbous = phase.fraction > 0.5;
  // From the top along the lit limb to the bottom, then back along the terminator.
  const limbSweep = litOnRight ? 1 : 0;
  const terminatorSweep = gibbous === litOnRight ? 1 : 0;
  const lit = `M 0 ${-radius} A ${radius} ${radius} 0 0 ${limbSweep} 0 ${radius} A ${terminator} ${radius} 0 0 ${terminatorSweep} 0 ${-radius} Z`;
  return (
    <svg className="moon-icon" width={size} height={size} viewBox="-8 -8 16 16" role="img" aria-label={label}>
      <title>{label}</title>
      <circle className="moon-icon-dark" r={radius} />
      {phase.fraction >= 0.995 ? (
        <circle className="moon-icon-lit" r={radius} />
      ) : phase.fraction > 0.005 ? (
        <path className="moon-icon-lit" d={lit} />
      ) : null}
    </svg>
  );
}
