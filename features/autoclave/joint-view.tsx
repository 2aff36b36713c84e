"use client";

import { TableBox } from "@/components/tool-ui/table-box";
import shared from "@/components/tool-ui/tools.module.css";
import { chamberPressure } from "./model/physics";
import { PROGRAMS } from "./model/programs";
import type { Plant } from "./model/types";
import styles from "./autoclave.module.css";
import { tone } from "./current-view";
import { PressureValue } from "./pressure-value";
import { autoclaveName, doorText, phaseText, useAutoclaveTexts } from "./texts";
import { TrendChart } from "./trend-chart";

const WINDOW_SECONDS = 3600;
/** 30 distinguishable hues: the table names each line's autoclave next to its colour. */
function lineColour(id: number): string {
  return `hsl(${(id * 137.5) % 360} 75% 55%)`;
}

interface JointViewProps {
  plant: Plant;
  trends: ReadonlyMap<number, readonly number[]>;
}

/** All autoclaves together: one pressure chart and one table. */
export function JointView({ plant, trends }: JointViewProps) {
  const { t, formats } = useAutoclaveTexts();
  return (
    <div className={styles.joint}>
      <TrendChart
        label={t("trend.jointChart", { minutes: WINDOW_SECONDS / 60 })}
        endSeconds={plant.seconds}
        windowSeconds={WINDOW_SECONDS}
        timeUnit={t("trend.time")}
        left={{ min: 0, max: 4, step: 1, unit: t("trend.pressure"), digits: 0 }}
        showLegend={false}
        series={plant.autoclaves.map((autoclave) => ({
          id: String(autoclave.id),
          label: autoclaveName(t, autoclave.id, true),
          colour: lineColour(autoclave.id),
          axis: "left",
          samples: trends.get(autoclave.id) ?? [],
          field: 3,
        }))}
      />
      <TableBox focusable label={t("joint.table")}>
        <table className={`${shared.table} ${styles.jointTable}`} data-testid="joint-table">
          <caption>{t("joint.table")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("actions.choose")}</th>
              <th scope="col">{t("autoclave.program")}</th>
              <th scope="col">{t("autoclave.phase")}</th>
              <th scope="col">{t("autoclave.chamber")}</th>
              <th scope="col">{t("autoclave.drain")}</th>
              <th scope="col">{t("autoclave.pressure")}</th>
              <th scope="col">{t("autoclave.door")}</th>
              <th scope="col">{t("autoclave.f0")}</th>
              <th scope="col">{t("autoclave.result")}</th>
            </tr>
          </thead>
          <tbody>
            {plant.autoclaves.map((autoclave) => {
              const pressure = chamberPressure(autoclave);
              return (
                <tr key={autoclave.id} className={styles[`row-${tone(autoclave)}`]}>
                  <th scope="row" className={styles.nowrap}>
                    <span className={styles.swatch} style={{ background: lineColour(autoclave.id) }} aria-hidden="true" />
                    {autoclaveName(t, autoclave.id, true)}
                  </th>
                  <td>{t(`programs.${autoclave.program}`)}</td>
                  <td>
                    {phaseText(t, autoclave, PROGRAMS[autoclave.program].pulses)}
                    {autoclave.fault ? <span className={styles.faultText}> · {t(`faults.${autoclave.fault}`)}</span> : null}
                  </td>
                  <td className={styles.nowrap}>{formats.temperature(autoclave.chamberC)}</td>
                  <td className={styles.nowrap}>{formats.temperature(autoclave.drainC)}</td>
                  <td className={styles.nowrap}>
                    <PressureValue barAbs={pressure} />
                  </td>
                  <td>{doorText(t, autoclave)}</td>
                  <td className={styles.nowrap}>{t("autoclave.f0Value", { value: formats.number(autoclave.f0Minutes, 1) })}</td>
                  <td>{t(`results.${autoclave.result}`)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableBox>
    </div>
  );
}
