"use client";

import shared from "@/components/tool-ui/tools.module.css";
import { SUPPLY_ALARM_BAR, type PlantCommand } from "@/features/autoclave/model/plant";
import type { CentralUnit } from "@/features/autoclave/model/types";
import styles from "./autoclave.module.css";
import { PressureValue } from "./pressure-value";
import type { AutoclaveTexts, Formats } from "./texts";

interface CentralUnitPanelProps {
  texts: AutoclaveTexts;
  formats: Formats;
  central: CentralUnit;
  command: (command: PlantCommand) => void;
}

/** The control cabinet and the live-steam generator all autoclaves share, with the plant-wide faults. */
export function CentralUnitPanel({ texts, formats, central, command }: CentralUnitPanelProps) {
  const t = texts.central;
  const low = central.generatorBarAbs < SUPPLY_ALARM_BAR;
  const onOff = (on: boolean) => (on ? texts.piping.energised : texts.piping.deEnergised);
  return (
    <section className={styles.central} aria-labelledby="central-unit-heading" data-testid="central-unit">
      <h2 id="central-unit-heading" className={styles.subheading}>
        {t.heading}
      </h2>
      <dl className={styles.centralValues}>
        <div className={central.controlVoltage ? undefined : styles.alarm}>
          <dt>{t.supply}</dt>
          <dd>
            <span aria-hidden="true">{central.controlVoltage ? "● " : "○ "}</span>
            {central.controlVoltage ? t.supplyOk : t.supplyLost}
          </dd>
        </div>
        <div className={low ? styles.alarm : undefined}>
          <dt>{t.generatorPressure}</dt>
          <dd>
            <PressureValue texts={texts} formats={formats} barAbs={central.generatorBarAbs} />
          </dd>
        </div>
        <div>
          <dt>{t.waterLevel}</dt>
          <dd>{formats.number(central.waterLevelPercent, 0)} %</dd>
        </div>
        <div>
          <dt>{t.heater}</dt>
          <dd>{onOff(central.heater)}</dd>
        </div>
        <div>
          <dt>{t.feedPump}</dt>
          <dd>{onOff(central.feedPump)}</dd>
        </div>
        <div>
          <dt>{t.mainValve}</dt>
          <dd>{central.mainSteamValve ? texts.piping.open : texts.piping.closed}</dd>
        </div>
      </dl>
      <div className={shared.toolbar} role="group" aria-label={t.faults}>
        <span className={styles.groupLabel}>{t.faults}:</span>
        <button
          type="button"
          className={`${shared.button} ${styles.faultButton}`}
          aria-pressed={central.steamSupplyFault}
          onClick={() => command({ type: "setSteamSupplyFault", on: !central.steamSupplyFault })}
        >
          {t.steamLow}
        </button>
        <button
          type="button"
          className={`${shared.button} ${styles.faultButton}`}
          aria-pressed={central.controlVoltageFault}
          onClick={() => command({ type: "setControlVoltageFault", on: !central.controlVoltageFault })}
        >
          {t.voltageLost}
        </button>
      </div>
    </section>
  );
}
