"use client";

import { SelectField } from "@/components/tool-ui/select-field";
import { TableBox } from "@/components/tool-ui/table-box";
import shared from "@/components/tool-ui/tools.module.css";
import { doorReleaseChecks, startChecks, type InterlockCheck } from "@/features/autoclave/model/interlocks";
import type { PlantCommand } from "@/features/autoclave/model/plant";
import { PROGRAM_IDS, PROGRAMS, isProgramId } from "@/features/autoclave/model/programs";
import { RUNNING_PHASES, type Autoclave, type Plant, type PlantEvent } from "@/features/autoclave/model/types";
import { AutoclaveFacts, FaultBanner } from "./autoclave-facts";
import styles from "./autoclave.module.css";
import { EventLog } from "./event-log";
import { PipingDiagram } from "./piping-diagram";
import { signalRows } from "./signal-rows";
import { autoclaveName, fill, interlockText, phaseText, type AutoclaveTexts, type Formats } from "./texts";
import { TrendChart } from "./trend-chart";

const TREND_WINDOW_SECONDS = 3600;

interface DetailedViewProps {
  texts: AutoclaveTexts;
  formats: Formats;
  plant: Plant;
  autoclave: Autoclave;
  trends: ReadonlyMap<number, readonly number[]>;
  events: readonly PlantEvent[];
  command: (command: PlantCommand) => void;
  onSelect: (id: number) => void;
}

/** One autoclave in full: operation, interlocks, piping with live valves, relays and the door's limit switch, trend, log, F0. */
export function DetailedView({ texts, formats, plant, autoclave, trends, events, command, onSelect }: DetailedViewProps) {
  const id = autoclave.id;
  const running = RUNNING_PHASES.has(autoclave.phase);
  const program = PROGRAMS[autoclave.program];
  const t = texts.autoclave;

  return (
    <div className={styles.detailed} data-testid="autoclave-detail" data-phase={autoclave.phase}>
      <div className={styles.controlRow}>
        <SelectField label={texts.actions.choose} value={id} onChange={(event) => onSelect(Number(event.target.value))}>
          {plant.autoclaves.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {autoclaveName(texts, entry.id)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.program}
          value={autoclave.program}
          disabled={running}
          onChange={(event) => {
            if (isProgramId(event.target.value)) command({ type: "setProgram", autoclave: id, program: event.target.value });
          }}
        >
          {PROGRAM_IDS.map((programId) => (
            <option key={programId} value={programId}>
              {texts.programs[programId]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={shared.toolbar}>
        <button type="button" className={`${shared.button} ${shared.primary}`} disabled={running} onClick={() => command({ type: "start", autoclave: id })}>
          {texts.actions.start}
        </button>
        <button type="button" className={shared.button} disabled={!running || autoclave.phase === "abort"} onClick={() => command({ type: "stop", autoclave: id })}>
          {texts.actions.stop}
        </button>
        <button type="button" className={shared.button} disabled={autoclave.door === "open"} onClick={() => command({ type: "openDoor", autoclave: id })}>
          {texts.actions.openDoor}
        </button>
        <button type="button" className={shared.button} disabled={autoclave.door === "closed"} onClick={() => command({ type: "closeDoor", autoclave: id })}>
          {texts.actions.closeDoor}
        </button>
        <button type="button" className={shared.button} disabled={autoclave.phase !== "fault"} onClick={() => command({ type: "acknowledge", autoclave: id })}>
          {texts.actions.acknowledge}
        </button>
        <button
          type="button"
          className={`${shared.button} ${styles.faultButton}`}
          aria-pressed={autoclave.pumpFault}
          onClick={() => command({ type: "setPumpFault", autoclave: id, on: !autoclave.pumpFault })}
        >
          {texts.actions.pumpFault}
        </button>
      </div>

      <div className={styles.detailGrid}>
        <section aria-labelledby="detail-state" className={styles.panel}>
          <h2 id="detail-state" className={styles.subheading}>
            {autoclaveName(texts, id)}: {phaseText(texts, autoclave, program.pulses)}
          </h2>
          <FaultBanner texts={texts} autoclave={autoclave} />
          <AutoclaveFacts texts={texts} formats={formats} autoclave={autoclave} />
          <dl className={styles.facts}>
            <div>
              <dt>{t.cycleTime}</dt>
              <dd>{formats.clock(autoclave.cycleSeconds)}</dd>
            </div>
            <div>
              <dt>{t.equilibration}</dt>
              <dd>{autoclave.equilibrationSeconds === null ? "—" : `${formats.number(autoclave.equilibrationSeconds, 0)} s`}</dd>
            </div>
            <div>
              <dt>{t.result}</dt>
              <dd data-testid="cycle-result">{texts.results[autoclave.result]}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="detail-interlocks" className={styles.panel}>
          <h2 id="detail-interlocks" className={styles.subheading}>
            {texts.interlocks.doorHeading}
          </h2>
          <Checks texts={texts} checks={doorReleaseChecks(autoclave, plant.central)} testId="door-interlocks" />
          <h2 className={styles.subheading}>{texts.interlocks.startHeading}</h2>
          <Checks texts={texts} checks={startChecks(autoclave, plant.central)} testId="start-interlocks" />
        </section>
      </div>

      <section aria-labelledby="detail-piping">
        <h2 id="detail-piping" className={styles.subheading}>
          {texts.piping.heading}
        </h2>
        <PipingDiagram texts={texts} formats={formats} autoclave={autoclave} central={plant.central} />
        <CoilTable texts={texts} autoclave={autoclave} plant={plant} />
      </section>

      <section aria-labelledby="detail-trend">
        <h2 id="detail-trend" className={styles.subheading}>
          {texts.trend.heading}
        </h2>
        <TrendChart
          label={fill(texts.trend.chart, { number: String(id), minutes: TREND_WINDOW_SECONDS / 60 }, formats.localeTag)}
          formats={formats}
          endSeconds={plant.seconds}
          windowSeconds={TREND_WINDOW_SECONDS}
          timeUnit={texts.trend.time}
          left={{ min: 0, max: 150, step: 25, unit: t.celsius, digits: 0 }}
          right={{ min: 0, max: 4, step: 0.5, unit: texts.trend.pressure, digits: 1 }}
          series={[
            { id: "chamber", label: `TT1 ${t.chamber}`, colour: "#f97316", axis: "left", samples: trends.get(id) ?? [], field: 1 },
            { id: "drain", label: `TT2 ${t.drain}`, colour: "#eab308", dash: "6 4", axis: "left", samples: trends.get(id) ?? [], field: 2 },
            { id: "pressure", label: `PT1 ${t.pressure} (${texts.trend.pressure})`, colour: "#3b82f6", dash: "2 3", axis: "right", samples: trends.get(id) ?? [], field: 3 },
          ]}
        />
      </section>

      <section aria-labelledby="detail-log">
        <h2 id="detail-log" className={styles.subheading}>
          {texts.log.heading}
        </h2>
        <EventLog texts={texts} formats={formats} events={events} autoclave={id} />
      </section>
    </div>
  );
}

function Checks({ texts, checks, testId }: { texts: AutoclaveTexts; checks: readonly InterlockCheck[]; testId: string }) {
  return (
    <ul className={styles.checks} data-testid={testId}>
      {checks.map((check) => (
        <li key={check.id} className={check.ok ? styles.checkOk : styles.checkFailed} data-ok={check.ok}>
          <span aria-hidden="true">{check.ok ? "✓" : "✗"}</span>
          <span>
            {interlockText(texts, check.id)}
            <span className="visually-hidden">: {check.ok ? texts.interlocks.met : texts.interlocks.notMet}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function CoilTable({ texts, autoclave, plant }: { texts: AutoclaveTexts; autoclave: Autoclave; plant: Plant }) {
  const t = texts.piping;
  const rows = signalRows(texts, autoclave, plant.central);
  return (
    <TableBox focusable label={t.legend}>
      <table className={shared.table} data-testid="coil-table">
        <caption>{t.legend}</caption>
        <thead>
          <tr>
            <th scope="col">{t.tag}</th>
            <th scope="col">{t.element}</th>
            <th scope="col">{t.coil}</th>
            <th scope="col">{t.state}</th>
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
