"use client";

import { useState, type Dispatch, type SetStateAction } from "react";
import shared from "@/components/tool-ui/tools.module.css";
import { formatValue } from "@/features/plc-playground/model/format-value";
import { parseEntry } from "@/features/plc-playground/model/parse-entry";
import {
  formatOf,
  isForced,
  readVariable,
  type PlacedVariableView,
  type PlaygroundAction,
  type PlaygroundState,
} from "@/features/plc-playground/model/playground-state";
import { s7Address } from "@/features/plc-playground/model/s7-names";
import type { PlcType, PlcValue, ValueFormat } from "@/features/plc-playground/model/types";
import styles from "./playground.module.css";
import { fill, parseErrorText, type PlcTexts } from "./texts";

export interface WatchDraft {
  readonly modify: string;
  readonly modifySelected: boolean;
  readonly force: string;
  readonly forceSelected: boolean;
}

export type WatchDrafts = Readonly<Record<string, WatchDraft>>;

const EMPTY_DRAFT: WatchDraft = { modify: "", modifySelected: false, force: "", forceSelected: false };

interface TestTabProps {
  texts: PlcTexts;
  state: PlaygroundState;
  placed: readonly PlacedVariableView[];
  dispatch: (action: PlaygroundAction) => void;
  drafts: WatchDrafts;
  onDrafts: Dispatch<SetStateAction<WatchDrafts>>;
}

type RowErrors = Readonly<Record<string, { readonly field: "modify" | "force"; readonly message: string }>>;

/** The watch and force table of an S7 programming tool: monitor, modify once, force permanently. */
export function TestTab({ texts, state, placed, dispatch, drafts, onDrafts }: TestTabProps) {
  const [monitoring, setMonitoring] = useState(true);
  const [frozen, setFrozen] = useState<PlaygroundState>(state);
  const [errors, setErrors] = useState<RowErrors>({});
  const [status, setStatus] = useState("");
  const shown = monitoring ? state : frozen;
  const anyForced = state.forces.length > 0;

  const draftOf = (id: string) => drafts[id] ?? EMPTY_DRAFT;
  const setDraft = (id: string, patch: Partial<WatchDraft>) =>
    onDrafts((current) => ({ ...current, [id]: { ...(current[id] ?? EMPTY_DRAFT), ...patch } }));

  /** Parses the chosen rows' entries; nothing is written when one of them is refused. */
  function collect(field: "modify" | "force", ids: readonly string[]) {
    const values: { entry: PlacedVariableView; value: PlcValue }[] = [];
    const found: Record<string, { field: "modify" | "force"; message: string }> = {};
    for (const id of ids) {
      const entry = placed.find((candidate) => candidate.variable.id === id);
      if (!entry?.fits) continue;
      const parsed = parseEntry(entry.type, draftOf(id)[field], formatOf(state, entry.variable));
      if (parsed.ok) values.push({ entry, value: parsed.value });
      else found[id] = { field, message: parseErrorText(texts, entry.type, parsed.error) };
    }
    setErrors(found);
    return Object.keys(found).length === 0 ? values : null;
  }

  function modify(ids: readonly string[]) {
    if (ids.length === 0) {
      setStatus(texts.watch.noneSelected);
      return;
    }
    const values = collect("modify", ids);
    if (!values) {
      setStatus("");
      return;
    }
    for (const { entry, value } of values) dispatch({ type: "writeVariable", id: entry.variable.id, value });
    const forced = values.filter(({ entry }) => isForced(state, entry.variable.id)).map(({ entry }) => entry.variable.name);
    setStatus(
      [
        fill(texts.watch.written, { names: values.map(({ entry }) => entry.variable.name).join(", ") }),
        ...forced.map((name) => fill(texts.watch.forcedWins, { name })),
      ].join(" "),
    );
  }

  function startForcing() {
    const ids = placed.filter((entry) => draftOf(entry.variable.id).forceSelected).map((entry) => entry.variable.id);
    if (ids.length === 0) {
      setStatus(texts.watch.noneSelected);
      return;
    }
    const values = collect("force", ids);
    if (!values) {
      setStatus("");
      return;
    }
    for (const { entry, value } of values) dispatch({ type: "force", id: entry.variable.id, value });
    setStatus(fill(texts.watch.forcedNow, { names: values.map(({ entry }) => entry.variable.name).join(", ") }));
  }

  return (
    <div>
      <div className={shared.toolbar} role="toolbar" aria-label={fill(texts.watch.caption, { area: areaName(state) })}>
        <button
          type="button"
          className={shared.button}
          aria-pressed={monitoring}
          onClick={() => {
            if (monitoring) setFrozen(state);
            setMonitoring(!monitoring);
          }}
        >
          <span aria-hidden="true" className={monitoring ? styles.monitorOn : styles.monitorOff} />
          {texts.watch.monitorAll}
        </button>
        <button
          type="button"
          className={shared.button}
          onClick={() => modify(placed.filter((entry) => draftOf(entry.variable.id).modifySelected).map((entry) => entry.variable.id))}
        >
          <span aria-hidden="true">⚡</span>
          {texts.watch.modifyNow}
        </button>
        <button type="button" className={shared.button} onClick={startForcing}>
          {texts.watch.startForcing}
        </button>
        <button
          type="button"
          className={shared.button}
          disabled={!anyForced}
          onClick={() => {
            dispatch({ type: "unforceAll" });
            setStatus(texts.watch.forcingStopped);
          }}
        >
          {texts.watch.stopForcing}
        </button>
        <span
          className={`${styles.forceLamp} ${anyForced ? styles.forceLampOn : ""}`}
          role="img"
          aria-label={anyForced ? texts.watch.forceLampOn : texts.watch.forceLampOff}
          data-testid="force-lamp"
          data-on={anyForced}
        >
          {texts.watch.forceLamp}
        </span>
      </div>
      <p className={shared.note}>
        {monitoring ? texts.watch.enterHint : texts.watch.monitorHint}
      </p>

      <div className={shared.tableBox}>
        <table className={`${shared.table} ${styles.watchTable}`} data-testid="watch-table">
          <caption>{fill(texts.watch.caption, { area: areaName(state) })}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.watch.name}</th>
              <th scope="col">{texts.watch.address}</th>
              <th scope="col">{texts.watch.format}</th>
              <th scope="col">{texts.watch.monitor}</th>
              <th scope="col">{texts.watch.modify}</th>
              <th scope="col">
                <span aria-hidden="true">⚡</span>
                <span className="visually-hidden">{texts.watch.modifyNow}</span>
              </th>
              <th scope="col">{texts.watch.force}</th>
              <th scope="col">F</th>
              <th scope="col">{texts.watch.comment}</th>
            </tr>
          </thead>
          <tbody>
            {placed.map((entry) => {
              const { variable } = entry;
              const format = formatOf(state, variable);
              const draft = draftOf(variable.id);
              const forced = isForced(state, variable.id);
              const error = errors[variable.id];
              const monitored = entry.fits ? safeRead(shown, entry) : null;
              const monitorText = entry.fits ? display(entry.type, monitored, format) : texts.watch.notInArea;
              // A single shows its float32 rounding: the shortest text and the value really stored.
              const exact =
                entry.type === "single" && format === "decimal" && typeof monitored === "number"
                  ? formatValue("single", monitored, "float")
                  : null;
              const inputId = `watch-${variable.id}`;
              return (
                <tr key={variable.id} className={forced ? styles.forcedRow : undefined} data-testid={`watch-${variable.name}`}>
                  <th scope="row" className={shared.code}>
                    {variable.name}
                    {forced ? (
                      <span className={styles.forceBadge} title={texts.watch.forced}>
                        F<span className="visually-hidden"> {texts.watch.forced}</span>
                      </span>
                    ) : null}
                  </th>
                  <td className={`${shared.code} ${styles.nowrap}`} dir="ltr">
                    {s7Address(state.area.dbNumber, entry.type, entry.address)}
                  </td>
                  <td>
                    <select
                      className={shared.select}
                      aria-label={`${texts.watch.format}: ${variable.name}`}
                      value={format}
                      onChange={(event) => dispatch({ type: "setFormat", id: variable.id, format: event.target.value as ValueFormat })}
                    >
                      {formatsFor(entry.type).map((option) => (
                        <option key={option} value={option}>
                          {entry.type === "bit" && option === "decimal" ? texts.watch.formats.bool : texts.watch.formats[option]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className={`${shared.code} ${styles.monitorCell} ${monitoring ? "" : styles.frozen}`} dir="ltr" data-testid="monitor-value">
                    {monitorText}
                    {exact !== null && exact !== monitorText ? <span className={styles.exact}>= {exact}</span> : null}
                  </td>
                  <WatchEntryCells
                    id={`${inputId}-modify`}
                    label={`${texts.watch.modify}: ${variable.name}`}
                    checkLabel={fill(texts.watch.modifySelect, { name: variable.name })}
                    value={draft.modify}
                    checked={draft.modifySelected}
                    disabled={!entry.fits}
                    error={error?.field === "modify" ? error.message : null}
                    onValue={(modifyText) => setDraft(variable.id, { modify: modifyText })}
                    onChecked={(modifySelected) => setDraft(variable.id, { modifySelected })}
                    onEnter={() => modify([variable.id])}
                  />
                  <WatchEntryCells
                    id={`${inputId}-force`}
                    label={`${texts.watch.force}: ${variable.name}`}
                    checkLabel={fill(texts.watch.forceSelect, { name: variable.name })}
                    value={draft.force}
                    checked={draft.forceSelected}
                    disabled={!entry.fits}
                    error={error?.field === "force" ? error.message : null}
                    onValue={(forceText) => setDraft(variable.id, { force: forceText })}
                    onChecked={(forceSelected) => setDraft(variable.id, { forceSelected })}
                  />
                  <td className={styles.commentCell}>{variable.comment}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p role="status" className={shared.status} data-testid="watch-status">
        {status}
      </p>
    </div>
  );
}

interface WatchEntryCellsProps {
  id: string;
  label: string;
  checkLabel: string;
  value: string;
  checked: boolean;
  disabled: boolean;
  error: string | null;
  onValue: (text: string) => void;
  onChecked: (checked: boolean) => void;
  onEnter?: () => void;
}

/** An entry column (modify or force value) and its tick column, as in a TIA watch table. */
function WatchEntryCells({ id, label, checkLabel, value, checked, disabled, error, onValue, onChecked, onEnter }: WatchEntryCellsProps) {
  return (
    <>
      <td>
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <input
          id={id}
          className={`${shared.input} ${shared.code} ${styles.valueField}`}
          dir="ltr"
          value={value}
          disabled={disabled}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? `${id}-error` : undefined}
          onChange={(event) => onValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && onEnter) {
              event.preventDefault();
              onEnter();
            }
          }}
        />
        {error !== null ? (
          <span id={`${id}-error`} role="alert" className={shared.error}>
            {error}
          </span>
        ) : null}
      </td>
      <td>
        <input
          type="checkbox"
          className={styles.check}
          checked={checked}
          disabled={disabled}
          aria-label={checkLabel}
          onChange={(event) => onChecked(event.target.checked)}
        />
      </td>
    </>
  );
}

function areaName(state: PlaygroundState): string {
  return state.area.name || `DB${state.area.dbNumber}`;
}

function formatsFor(type: PlcType): ValueFormat[] {
  if (type === "single" || type === "double") return ["decimal", "float", "hex", "binary"];
  return ["decimal", "hex", "binary"];
}

/** While monitoring is off the shown state is older and may lack a variable added since. */
function safeRead(shown: PlaygroundState, entry: PlacedVariableView): PlcValue | null {
  try {
    return readVariable(shown, entry);
  } catch {
    return null;
  }
}

function display(type: PlcType, value: PlcValue | null, format: ValueFormat): string {
  if (value === null) return "";
  if (type === "bit" && format === "decimal") return value === 1 ? "TRUE" : "FALSE";
  return formatValue(type, value as never, format);
}
