"use client";

import { formatValue } from "./model/format-value";
import { formatOf, isForced, readVariable, type PlacedVariableView, type PlaygroundAction, type PlaygroundState } from "./model/playground-state";
import { s7Address } from "./model/s7-names";
import type { PlcType, PlcValue, ValueFormat } from "./model/types";
import shared from "@/components/tool-ui/tools.module.css";
import styles from "./playground.module.css";
import { usePlcTexts } from "./texts";
import type { WatchTable } from "./use-watch-table";

interface WatchRowProps {
  entry: PlacedVariableView;
  state: PlaygroundState;
  watch: WatchTable;
  dispatch: (action: PlaygroundAction) => void;
}

/** One variable of the watch table: its value as monitored, and what to modify or force it to. */
export function WatchRow({ entry, state, watch, dispatch }: WatchRowProps) {
  const { t } = usePlcTexts();
  const { variable } = entry;
  const format = formatOf(state, variable);
  const draft = watch.draftOf(variable.id);
  const forced = isForced(state, variable.id);
  const error = watch.errors[variable.id];
  const monitored = entry.fits ? safeRead(watch.shown, entry) : null;
  const monitorText = entry.fits ? display(entry.type, monitored, format) : t("watch.notInArea");
  // A single shows its float32 rounding: the shortest text and the value really stored.
  const exact = entry.type === "single" && format === "decimal" && typeof monitored === "number" ? formatValue("single", monitored, "float") : null;
  const inputId = `watch-${variable.id}`;
  return (
    <tr className={forced ? styles.forcedRow : undefined} data-testid={`watch-${variable.name}`}>
      <th scope="row" className={shared.code}>
        {variable.name}
        {forced ? (
          <span className={styles.forceBadge} title={t("watch.forced")}>
            F<span className="visually-hidden"> {t("watch.forced")}</span>
          </span>
        ) : null}
      </th>
      <td className={`${shared.code} ${styles.address}`} dir="ltr" data-label={t("watch.address")}>
        {s7Address(state.area.dbNumber, entry.type, entry.address)}
      </td>
      <td data-label={t("watch.format")}>
        <select
          className={shared.select}
          aria-label={`${t("watch.format")}: ${variable.name}`}
          value={format}
          onChange={(event) => dispatch({ type: "setFormat", id: variable.id, format: event.target.value as ValueFormat })}
        >
          {formatsFor(entry.type).map((option) => (
            <option key={option} value={option}>
              {entry.type === "bit" && option === "decimal" ? t("watch.formats.bool") : t(`watch.formats.${option}`)}
            </option>
          ))}
        </select>
      </td>
      <td className={`${shared.code} ${styles.monitorCell} ${watch.monitoring ? "" : styles.frozen}`} dir="ltr" data-testid="monitor-value" data-label={t("watch.monitor")}>
        {monitorText}
        {exact !== null && exact !== monitorText ? <span className={styles.exact}>= {exact}</span> : null}
      </td>
      <WatchEntryCells
        id={`${inputId}-modify`}
        heading={t("watch.modify")}
        tickHeading="⚡"
        label={`${t("watch.modify")}: ${variable.name}`}
        checkLabel={t("watch.modifySelect", { name: variable.name })}
        value={draft.modify}
        checked={draft.modifySelected}
        disabled={!entry.fits}
        error={error?.field === "modify" ? error.message : null}
        onValue={(modifyText) => watch.setDraft(variable.id, { modify: modifyText })}
        onChecked={(modifySelected) => watch.setDraft(variable.id, { modifySelected })}
        onEnter={() => watch.modify([variable.id])}
      />
      <WatchEntryCells
        id={`${inputId}-force`}
        heading={t("watch.force")}
        tickHeading="F"
        label={`${t("watch.force")}: ${variable.name}`}
        checkLabel={t("watch.forceSelect", { name: variable.name })}
        value={draft.force}
        checked={draft.forceSelected}
        disabled={!entry.fits}
        error={error?.field === "force" ? error.message : null}
        onValue={(forceText) => watch.setDraft(variable.id, { force: forceText })}
        onChecked={(forceSelected) => watch.setDraft(variable.id, { forceSelected })}
      />
      <td className={styles.commentCell} data-label={t("watch.comment")}>
        {variable.comment}
      </td>
    </tr>
  );
}

interface WatchEntryCellsProps {
  id: string;
  /** The column's heading, shown over the field where a row is set as a card. */
  heading: string;
  tickHeading: string;
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
function WatchEntryCells({ id, heading, tickHeading, label, checkLabel, value, checked, disabled, error, onValue, onChecked, onEnter }: WatchEntryCellsProps) {
  return (
    <>
      <td data-label={heading}>
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
      <td className={styles.tickCell} data-label={tickHeading}>
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
