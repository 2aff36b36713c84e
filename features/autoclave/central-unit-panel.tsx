"use client";

import shared from "@/components/tool-ui/tools.module.css";
import { SUPPLY_ALARM_BAR, type PlantCommand } from "./model/plant";
import type { CentralUnit } from "./model/types";
import styles from "./autoclave.module.css";
import { PressureValue } from "./pressure-value";
import { useAutoclaveTexts } from "./texts";
import type { ReactNode } from "react";

interface CentralUnitPanelProps {
  central: CentralUnit;
  command: (command: PlantCommand) => void;
}

/** The control cabinet and the live-steam generator all autoclaves share, with the plant-wide faults. */
export function CentralUnitPanel({ central, command }: CentralUnitPanelProps) {
  const { t, formats } = useAutoclaveTexts();
  const low = central.generatorBarAbs < SUPPLY_ALARM_BAR;
  const onOff = (on: boolean) => (on ? t("piping.energised") : t("piping.deEnergised"));
  return (
    <section className={styles.central} aria-labelledby="central-unit-heading" data-testid="central-unit">
      <h2 id="central-unit-heading" className={styles.subheading}>
        {t("central.heading")}
      </h2>
      {/* The readings in the plant's three parts, each under its small heading (round 86: six equal
          cells of a grey label over a value read as one flat row with no order to find a value by). */}
      <div className={styles.centralGroups}>
        <ReadingGroup id="central-cabinet" heading={t("central.cabinet")}>
          <div className={central.controlVoltage ? undefined : styles.alarm}>
            <dt>{t("central.supply")}</dt>
            <dd>
              <span aria-hidden="true">{central.controlVoltage ? "● " : "○ "}</span>
              {central.controlVoltage ? t("central.supplyOk") : t("central.supplyLost")}
            </dd>
          </div>
        </ReadingGroup>
        <ReadingGroup id="central-generator" heading={t("central.generator")}>
          <div className={low ? styles.alarm : undefined}>
            <dt>{t("central.generatorPressure")}</dt>
            <dd>
              <PressureValue barAbs={central.generatorBarAbs} />
            </dd>
          </div>
          <div>
            <dt>{t("central.heater")}</dt>
            <dd>{onOff(central.heater)}</dd>
          </div>
          <div>
            <dt>{t("central.mainValve")}</dt>
            <dd>{central.mainSteamValve ? t("piping.open") : t("piping.closed")}</dd>
          </div>
        </ReadingGroup>
        <ReadingGroup id="central-feed-water" heading={t("central.feedWater")}>
          <div>
            <dt>{t("central.waterLevel")}</dt>
            <dd>{formats.number(central.waterLevelPercent, 0)} %</dd>
          </div>
          <div>
            <dt>{t("central.feedPump")}</dt>
            <dd>{onOff(central.feedPump)}</dd>
          </div>
        </ReadingGroup>
      </div>
      <div className={`${shared.toolbar} ${styles.faults}`} role="group" aria-label={t("central.faults")}>
        <span className={styles.groupLabel}>{t("central.faults")}:</span>
        <button
          type="button"
          className={`${shared.button} ${styles.faultButton}`}
          aria-pressed={central.steamSupplyFault}
          onClick={() => command({ type: "setSteamSupplyFault", on: !central.steamSupplyFault })}
        >
          {t("central.steamLow")}
        </button>
        <button
          type="button"
          className={`${shared.button} ${styles.faultButton}`}
          aria-pressed={central.controlVoltageFault}
          onClick={() => command({ type: "setControlVoltageFault", on: !central.controlVoltageFault })}
        >
          {t("central.voltageLost")}
        </button>
      </div>
    </section>
  );
}

/** One part of the plant: its small heading over its readings. */
function ReadingGroup({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className={styles.centralGroup} aria-labelledby={id}>
      <h3 id={id} className={styles.groupHeading}>
        {heading}
      </h3>
      <dl className={styles.centralValues}>{children}</dl>
    </section>
  );
}
