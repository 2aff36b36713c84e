"use client";

import { CommitInput } from "@/components/tool-ui/commit-input";
import { SelectField } from "@/components/tool-ui/select-field";
import shared from "@/components/tool-ui/tools.module.css";
import { parseAutoclaveCount } from "./model/count";
import { SPEEDS, isSpeed, type Snapshot, type Speed } from "./model/protocol";
import styles from "./autoclave.module.css";
import { useAutoclaveTexts } from "./texts";
import type { PageTiming } from "./use-simulation";

/** Below this share of the chosen speed the page says that the simulation falls behind. */
const BEHIND_SHARE = 0.8;

interface SimulationControlsProps {
  snapshot: Snapshot;
  timing: PageTiming;
  onCount: (count: number) => void;
  onSpeed: (speed: Speed) => void;
  onRunning: (running: boolean) => void;
  onReset: () => void;
  onStartAll: () => void;
}

export function SimulationControls({
  snapshot,
  timing,
  onCount,
  onSpeed,
  onRunning,
  onReset,
  onStartAll,
}: SimulationControlsProps) {
  const { t, formats } = useAutoclaveTexts();
  const factor = timing.achievedFactor;
  const behind = factor !== null && factor < snapshot.speed * BEHIND_SHARE;

  return (
    <fieldset className={styles.controls}>
      <legend>{t("controls.legend")}</legend>
      <div className={styles.controlRow}>
        <CommitInput
          label={t("controls.count")}
          value={String(snapshot.plant.autoclaves.length)}
          inputMode="numeric"
          size={4}
          code
          data-testid="autoclave-count"
          onCommit={(text) => {
            const parsed = parseAutoclaveCount(text);
            if (!parsed.ok) return t("controls.countError", { min: String(parsed.min), max: String(parsed.max) });
            onCount(parsed.value);
            return null;
          }}
        />
        <SelectField
          label={t("controls.speed")}
          value={snapshot.speed}
          onChange={(event) => {
            const speed = Number(event.target.value);
            if (isSpeed(speed)) onSpeed(speed);
          }}
        >
          {SPEEDS.map((speed) => (
            <option key={speed} value={speed}>
              {t("controls.speedOption", { factor: formats.number(speed, 0) })}
            </option>
          ))}
        </SelectField>
        <div className={shared.toolbar}>
          <button type="button" className={shared.button} aria-pressed={!snapshot.running} onClick={() => onRunning(!snapshot.running)}>
            {snapshot.running ? t("controls.pause") : t("controls.run")}
          </button>
          <button type="button" className={`${shared.button} ${shared.primary}`} onClick={onStartAll}>
            {t("controls.startAll")}
          </button>
          <button
            type="button"
            className={shared.button}
            onClick={() => {
              if (window.confirm(t("controls.confirmReset"))) onReset();
            }}
          >
            {t("controls.reset")}
          </button>
        </div>
      </div>
      <dl className={styles.clock}>
        <div>
          <dt>{t("controls.clock")}</dt>
          <dd className={styles.clockValue} data-testid="sim-clock">
            {formats.clock(snapshot.plant.seconds)}
            {snapshot.running ? null : ` (${t("controls.paused")})`}
          </dd>
        </div>
        <div>
          <dt>{t("controls.achieved")}</dt>
          <dd data-testid="sim-achieved" data-factor={factor ?? ""}>
            {factor === null ? "—" : t("controls.achievedValue", { factor: formats.number(factor, 1) })}
          </dd>
        </div>
      </dl>
      {snapshot.running && factor !== null ? (
        <p className={behind ? styles.behind : styles.keepsUp}>
          <span aria-hidden="true">{behind ? "⚠ " : "✓ "}</span>
          {behind ? t("controls.behind") : t("controls.keepsUp")}
        </p>
      ) : null}
    </fieldset>
  );
}
