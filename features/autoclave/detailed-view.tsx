"use client";

import { SelectField } from "@/components/tool-ui/select-field";
import { TableBox } from "@/components/tool-ui/table-box";
import shared from "@/components/tool-ui/tools.module.css";
import { doorReleaseChecks, startChecks, type InterlockCheck } from "./model/interlocks";
import type { PlantCommand } from "./model/plant";
import { PROGRAM_IDS, PROGRAMS, isProgramId } from "./model/programs";
import { RUNNING_PHASES, type Autoclave, type Plant, type PlantEvent } from "./model/types";
import { AutoclaveFacts, FaultBanner } from "./autoclave-facts";
import styles from "./autoclave.module.css";
import { EventLog } from "./event-log";
import { PipingDiagram } from "./piping-diagram";
import { signalRows } from "./signal-rows";
import { autoclaveName, interlockText, phaseText, useAutoclaveTexts } from "./texts";
import { TrendChart } from "./trend-chart";

const TREND_WINDOW_SECONDS = 3600;

interface DetailedViewProps {
  plant: Plant;
  autoclave: Autoclave;
  trends: ReadonlyMap<number, readonly number[]>;
  events: readonly PlantEvent[];
  command: (command: PlantCommand) => void;
  onSelect: (id: number) => void;
}

/** One autoclave in full: operation, interlocks, piping with live valves, relays and the door's limit switch, trend, log, F0. */
export function DetailedView({ plant, autoclave, trends, events, command, onSelect }: DetailedViewProps) {
  const { t, formats } = useAutoclaveTexts();
  const id = autoclave.id;
  const running = RUNNING_PHASES.has(autoclave.phase);
  const program = PROGRAMS[autoclave.program];

  return (
    <div className={styles.detailed} data-testid="autoclave-detail" data-phase={autoclave.phase}>
      <div className={styles.controlRow}>
        <SelectField label={t("actions.choose")} value={id} onChange={(event) => onSelect(Number(event.target.value))}>
          {plant.autoclaves.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {autoclaveName(t, entry.id)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("autoclave.program")}
          value={autoclave.program}
          disabled={running}
          onChange={(event) => {
            if (isProgramId(event.target.value)) command({ type: "setProgram", autoclave: id, program: event.target.value });
          }}
        >
          {PROGRAM_IDS.map((programId) => (
            <option key={programId} value={programId}>
              {t(`programs.${programId}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={shared.toolbar}>
        <button type="button" className={`${shared.button} ${shared.primary}`} disabled={running} onClick={() => command({ type: "start", autoclave: id })}>
          {t("actions.start")}
        </button>
        <button type="button" className={shared.button} disabled={!running || autoclave.phase === "abort"} onClick={() => command({ type: "stop", autoclave: id })}>
          {t("actions.stop")}
        </button>
        <button type="button" className={shared.button} disabled={autoclave.door === "open"} onClick={() => command({ type: "openDoor", autoclave: id })}>
          {t("actions.openDoor")}
        </button>
        <button type="button" className={shared.button} disabled={autoclave.door === "closed"} onClick={() => command({ type: "closeDoor", autoclave: id })}>
          {t("actions.closeDoor")}
        </button>
        <button type="button" className={shared.button} disabled={autoclave.phase !== "fault"} onClick={() => command({ type: "acknowledge", autoclave: id })}>
          {t("actions.acknowledge")}
        </button>
        <button
          type="button"
          className={`${shared.button} ${styles.faultButton}`}
          aria-pressed={autoclave.pumpFault}
          onClick={() => command({ type: "setPumpFault", autoclave: id, on: !autoclave.pumpFault })}
        >
          {t("actions.pumpFault")}
        </button>
      </div>

      <div className={styles.detailGrid}>
        <section aria-labelledby="detail-state" className={styles.panel}>
          <h2 id="detail-state" className={styles.subheading}>
            {autoclaveName(t, id)}: {phaseText(t, autoclave, program.pulses)}
          </h2>
          <FaultBanner autoclave={autoclave} />
          <AutoclaveFacts autoclave={autoclave} />
          <dl className={styles.facts}>
            <div>
              <dt>{t("autoclave.cycleTime")}</dt>
              <dd>{formats.clock(autoclave.cycleSeconds)}</dd>
            </div>
            <div>
              <dt>{t("autoclave.equilibration")}</dt>
              <dd>{autoclave.equilibrationSeconds === null ? "—" : `${formats.number(autoclave.equilibrationSeconds, 0)} s`}</dd>
            </div>
            <div>
              <dt>{t("autoclave.result")}</dt>
              <dd data-testid="cycle-result">{t(`results.${autoclave.result}`)}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="detail-interlocks" className={styles.panel}>
          <h2 id="detail-interlocks" className={styles.subheading}>
            {t("interlocks.doorHeading")}
          </h2>
          <Checks checks={doorReleaseChecks(autoclave, plant.central)} testId="door-interlocks" />
          <h2 className={styles.subheading}>{t("interlocks.startHeading")}</h2>
          <Checks checks={startChecks(autoclave, plant.central)} testId="start-interlocks" />
        </section>
      </div>

      <section aria-labelledby="detail-piping">
        <h2 id="detail-piping" className={styles.subheading}>
          {t("piping.heading")}
        </h2>
        <PipingDiagram autoclave={autoclave} central={plant.central} />
        <CoilTable autoclave={autoclave} plant={plant} />
      </section>

      <section aria-labelledby="detail-trend">
        <h2 id="detail-trend" className={styles.subheading}>
          {t("trend.heading")}
        </h2>
        <TrendChart
          label={t("trend.chart", { number: String(id), minutes: TREND_WINDOW_SECONDS / 60 })}
          endSeconds={plant.seconds}
          windowSeconds={TREND_WINDOW_SECONDS}
          timeUnit={t("trend.time")}
          left={{ min: 0, max: 150, step: 25, unit: t("autoclave.celsius"), digits: 0 }}
          right={{ min: 0, max: 4, step: 0.5, unit: t("trend.pressure"), digits: 1 }}
          series={[
            { id: "chamber", label: `TT1 ${t("autoclave.chamber")}`, colour: "#f97316", axis: "left", samples: trends.get(id) ?? [], field: 1 },
            { id: "drain", label: `TT2 ${t("autoclave.drain")}`, colour: "#eab308", dash: "6 4", axis: "left", samples: trends.get(id) ?? [], field: 2 },
            { id: "pressure", label: `PT1 ${t("autoclave.pressure")} (${t("trend.pressure")})`, colour: "#3b82f6", dash: "2 3", axis: "right", samples: trends.get(id) ?? [], field: 3 },
          ]}
        />
      </section>

      <section aria-labelledby="detail-log">
        <h2 id="detail-log" className={styles.subheading}>
          {t("log.heading")}
        </h2>
        <EventLog events={events} autoclave={id} />
      </section>
    </div>
  );
}

function Checks({ checks, testId }: { checks: readonly InterlockCheck[]; testId: string }) {
  const { t } = useAutoclaveTexts();
  return (
    <ul className={styles.checks} data-testid={testId}>
      {checks.map((check) => (
        <li key={check.id} className={check.ok ? styles.checkOk : styles.checkFailed} data-ok={check.ok}>
          <span aria-hidden="true">{check.ok ? "✓" : "✗"}</span>
          <span>
            {interlockText(t, check.id)}
            <span className="visually-hidden">: {check.ok ? t("interlocks.met") : t("interlocks.notMet")}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function CoilTable({ autoclave, plant }: { autoclave: Autoclave; plant: Plant }) {
  const { t } = useAutoclaveTexts();
  const rows = signalRows(t, autoclave, plant.central);
  return (
    <TableBox focusable label={t("piping.legend")}>
      <table className={shared.table} data-testid="coil-table">
        <caption>{t("piping.legend")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("piping.tag")}</th>
            <th scope="col">{t("piping.element")}</th>
            <th scope="col">{t("piping.coil")}</th>
            <th scope="col">{t("piping.state")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.tag} data-tag={row.tag}>
              <th scope="row" className={shared.code}>
                {row.tag}
              </th>
              <td>{row.element}</td>
              <td>{row.coil}</td>
              <td>{row.state}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
