"use client";

import { TableBox } from "@/components/tool-ui/table-box";
import shared from "@/components/tool-ui/tools.module.css";
import { chamberPressure } from "@/features/autoclave/model/physics";
import { PROGRAMS } from "@/features/autoclave/model/programs";
import type { Plant } from "@/features/autoclave/model/types";
import styles from "./autoclave.module.css";
import { tone } from "./current-view";
import { PressureValue } from "./pressure-value";
import { autoclaveName, doorText, fill, phaseText, type AutoclaveTexts, type Formats } from "./texts";
import { TrendChart } from "./trend-chart";

const WINDOW_SECONDS = 3600;
/** 30 distinguishable hues: the table names each line's autoclave next to its colour. */
export function lineColour(id: number): string {
  return `hsl(${(id * 137.5) % 360} 75% 55%)`;
}

interface JointViewProps {
  texts: AutoclaveTexts;
  formats: Formats;
  plant: Plant;
  trends: ReadonlyMap<number, readonly number[]>;
}

/** All autoclaves together: one pressure chart and one table. */
export function JointView({ texts, formats, plant, trends }: JointViewProps) {
  return (
    <div className={styles.joint}>
      <TrendChart
        label={fill(texts.trend.jointChart, { minutes: WINDOW_SECONDS / 60 }, formats.localeTag)}
        formats={formats}
        endSeconds={plant.seconds}
        windowSeconds={WINDOW_SECONDS}
        timeUnit={texts.trend.time}
        left={{ min: 0, max: 4, step: 1, unit: texts.trend.pressure, digits: 0 }}
        showLegend={false}
        series={plant.autoclaves.map((autoclave) => ({
          id: String(autoclave.id),
          label: autoclaveName(texts, autoclave.id, true),
          colour: lineColour(autoclave.id),
          axis: "left",
          samples: trends.get(autoclave.id) ?? [],
          field: 3,
        }))}
      />
      <TableBox focusable label={texts.joint.table}>
        <table className={`${shared.table} ${styles.jointTable}`} data-testid="joint-table">
          <caption>{texts.joint.table}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.actions.choose}</th>
              <th scope="col">{texts.autoclave.program}</th>
              <th scope="col">{texts.autoclave.phase}</th>
              <th scope="col">{texts.autoclave.chamber}</th>
              <th scope="col">{texts.autoclave.drain}</th>
              <th scope="col">{texts.autoclave.pressure}</th>
              <th scope="col">{texts.autoclave.door}</th>
              <th scope="col">{texts.autoclave.f0}</th>
              <th scope="col">{texts.autoclave.result}</th>
            </tr>
          </thead>
          <tbody>
            {plant.autoclaves.map((autoclave) => {
              const pressure = chamberPressure(autoclave);
              return (
                <tr key={autoclave.id} className={styles[`row-${tone(autoclave)}`]}>
                  <th scope="row" className={styles.nowrap}>
                    <span className={styles.swatch} style={{ background: lineColour(autoclave.id) }} aria-hidden="true" />
                    {autoclaveName(texts, autoclave.id, true)}
                  </th>
                  <td>{texts.programs[autoclave.program]}</td>
                  <td>
                    {phaseText(texts, autoclave, PROGRAMS[autoclave.program].pulses)}
                    {autoclave.fault ? <span className={styles.faultText}> · {texts.faults[autoclave.fault]}</span> : null}
                  </td>
                  <td className={styles.nowrap}>{formats.temperature(autoclave.chamberC)}</td>
                  <td className={styles.nowrap}>{formats.temperature(autoclave.drainC)}</td>
                  <td className={styles.nowrap}>
                    <PressureValue texts={texts} formats={formats} barAbs={pressure} />
                  </td>
                  <td>{doorText(texts, autoclave)}</td>
                  <td className={styles.nowrap}>{fill(texts.autoclave.f0Value, { value: formats.number(autoclave.f0Minutes, 1) })}</td>
                  <td>{texts.results[autoclave.result]}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableBox>
    </div>
  );
}
