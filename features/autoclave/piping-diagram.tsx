import { valvePositions } from "./model/control";
import { chamberPressure } from "./model/physics";
import type { Autoclave, CentralUnit } from "./model/types";
import styles from "./autoclave.module.css";
import { useAutoclaveTexts } from "./texts";

interface PipingDiagramProps {
  autoclave: Autoclave;
  central: CentralUnit;
}

const STEAM = "#f97316";
const VACUUM = "#3b82f6";
const AIR = "#14b8a6";
const CONDENSATE = "#a855f7";

/**
 * Piping and instrument view with live states. Open valves are filled and carry the word "open",
 * pipes that carry flow are coloured; tags follow the usual Y (valve), K (relay), TT, PT scheme.
 */
export function PipingDiagram({ autoclave, central }: PipingDiagramProps) {
  const { t, formats } = useAutoclaveTexts();
  const valves = valvePositions(autoclave.coils, central);
  const pressure = chamberPressure(autoclave);
  const locked = autoclave.door === "closed" && !autoclave.coils.doorRelease;
  const steamFlow = valves.steamInlet;
  const headerFlow = central.mainSteamValve && (valves.steamInlet || valves.jacket);
  const exhaustFlow = valves.exhaust && pressure > 1.02;
  const vacuumFlow = valves.vacuum && valves.pumpRunning;
  const airFlow = valves.airInlet && pressure < 1.0;
  const pipe = (active: boolean, colour: string) => ({ stroke: active ? colour : "var(--border)", strokeWidth: active ? 5 : 4 });

  return (
    <div className={styles.drawingBox} tabIndex={0} role="region" aria-label={t("piping.diagram", { number: String(autoclave.id) })}>
      <svg viewBox="0 0 760 360" role="img" aria-label={t("piping.diagram", { number: String(autoclave.id) })} direction="ltr" className={styles.piping}>
        <title>{t("piping.diagram", { number: String(autoclave.id) })}</title>
        {/* Live steam from the generator through Y10 to the jacket (Y5) and the chamber (Y1). */}
        <rect x="10" y="40" width="120" height="86" rx="8" className={styles.equipment} />
        <text x="70" y="62" textAnchor="middle" className={styles.equipmentTitle}>
          G1
        </text>
        <text x="70" y="82" textAnchor="middle" className={styles.pipingText}>
          {t("piping.generator")}
        </text>
        <text x="70" y="104" textAnchor="middle" className={styles.pipingValue}>
          {formats.pressure(central.generatorBarAbs)} {t("autoclave.barAbs")}
        </text>
        <line x1="130" y1="70" x2="440" y2="70" {...pipe(headerFlow, STEAM)} />
        <Valve x={165} y={70} tag="Y10" open={central.mainSteamValve} />
        <line x1="250" y1="70" x2="250" y2="118" {...pipe(valves.jacket && central.mainSteamValve, STEAM)} />
        <Valve x={250} y={96} tag="Y5" open={valves.jacket} vertical />
        <line x1="440" y1="70" x2="440" y2="132" {...pipe(steamFlow, STEAM)} />
        <Valve x={440} y={96} tag="Y1" open={valves.steamInlet} vertical />

        {/* Sterile filter and Y4 into the chamber top. */}
        <rect x="640" y="52" width="112" height="36" rx="4" className={styles.equipment} />
        <text x="696" y="74" textAnchor="middle" className={styles.pipingText}>
          {t("piping.filter")}
        </text>
        <line x1="640" y1="70" x2="500" y2="70" {...pipe(airFlow, AIR)} />
        <line x1="500" y1="70" x2="500" y2="132" {...pipe(airFlow, AIR)} />
        <Valve x={570} y={70} tag="Y4" open={valves.airInlet} />

        {/* Jacket and chamber. */}
        <rect x="210" y="118" width="360" height="140" rx="18" className={styles.jacket} />
        <text x="310" y="136" textAnchor="middle" className={styles.pipingText}>
          {t("piping.jacketLabel")} {formats.temperature(autoclave.jacketC)}
        </text>
        <rect
          x="232"
          y="142"
          width="316"
          height="98"
          rx="10"
          className={styles.chamber}
          style={{ fillOpacity: Math.min(0.55, Math.max(0.08, (pressure - 0.05) / 6)) }}
        />
        <text x="390" y="166" textAnchor="middle" className={styles.equipmentTitle}>
          {t("piping.chamberLabel")}
        </text>
        <text x="390" y="188" textAnchor="middle" className={styles.pipingValue}>
          PT1 {formats.pressure(pressure)} {t("autoclave.barAbs")}
        </text>
        <text x="390" y="208" textAnchor="middle" className={styles.pipingValue}>
          TT1 {formats.temperature(autoclave.chamberC)}
        </text>
        <text x="290" y="232" textAnchor="middle" className={styles.pipingValue}>
          TT2 {formats.temperature(autoclave.drainC)}
        </text>

        {/* Door with lock on the right. */}
        {autoclave.door === "open" ? (
          <line x1="570" y1="142" x2="630" y2="112" className={styles.doorLine} />
        ) : (
          <line x1="572" y1="142" x2="572" y2="240" className={styles.doorLine} />
        )}
        {locked ? <Padlock x={586} y={160} /> : null}
        <text x="672" y="190" textAnchor="middle" className={styles.pipingText}>
          {autoclave.door === "open" ? t("doors.open") : locked ? t("piping.lockedState") : t("doors.closed")}
        </text>
        <text x="672" y="214" textAnchor="middle" className={styles.pipingText}>
          K2 {autoclave.coils.doorRelease ? t("piping.released") : t("piping.lockedState")}
        </text>

        {/* Drain: exhaust Y2 to the condenser, vacuum Y3 to the pump. */}
        <line x1="290" y1="258" x2="290" y2="300" {...pipe(exhaustFlow, CONDENSATE)} />
        <line x1="290" y1="300" x2="110" y2="300" {...pipe(exhaustFlow, CONDENSATE)} />
        <Valve x={200} y={300} tag="Y2" open={valves.exhaust} />
        <rect x="20" y="282" width="90" height="36" rx="4" className={styles.equipment} />
        <text x="65" y="304" textAnchor="middle" className={styles.pipingText}>
          {t("piping.condenser")}
        </text>
        <line x1="470" y1="258" x2="470" y2="300" {...pipe(vacuumFlow, VACUUM)} />
        <line x1="470" y1="300" x2="618" y2="300" {...pipe(vacuumFlow, VACUUM)} />
        <Valve x={540} y={300} tag="Y3" open={valves.vacuum} />
        <circle cx="640" cy="300" r="22" className={valves.pumpRunning ? styles.pumpRunning : styles.equipment} />
        <text x="640" y="305" textAnchor="middle" className={styles.equipmentTitle}>
          P1
        </text>
        <text x="640" y="342" textAnchor="middle" className={styles.pipingText}>
          {t("piping.pumpLabel")}: K1 {valves.pumpRunning ? t("piping.running") : t("piping.stopped")}
        </text>
      </svg>
    </div>
  );
}

/** A padlock drawn, not a font glyph: the page may not have an emoji font. */
function Padlock({ x, y }: { x: number; y: number }) {
  return (
    <g aria-hidden="true">
      <path d={`M ${x + 4} ${y + 8} v -3 a 6 6 0 0 1 12 0 v 3`} fill="none" stroke="var(--text)" strokeWidth="2.5" />
      <rect x={x} y={y + 8} width="20" height="14" rx="2" fill="var(--text)" />
    </g>
  );
}

function Valve({ x, y, tag, open, vertical = false }: { x: number; y: number; tag: string; open: boolean; vertical?: boolean }) {
  const { t } = useAutoclaveTexts();
  const size = 11;
  const shape = vertical
    ? `M ${x - size} ${y - size} L ${x + size} ${y - size} L ${x - size} ${y + size} L ${x + size} ${y + size} Z`
    : `M ${x - size} ${y - size} L ${x + size} ${y + size} L ${x + size} ${y - size} L ${x - size} ${y + size} Z`;
  return (
    <g data-valve={tag} data-open={open}>
      <path d={shape} className={open ? styles.valveOpen : styles.valveClosed} />
      <text x={vertical ? x + 34 : x} y={vertical ? y - 2 : y - 16} textAnchor="middle" className={styles.valveTag}>
        {tag}
      </text>
      <text x={vertical ? x + 34 : x} y={vertical ? y + 14 : y + 26} textAnchor="middle" className={styles.pipingText}>
        {open ? t("piping.open") : t("piping.closed")}
      </text>
    </g>
  );
}
