"use client";

import { useRef, useState } from "react";
import { CommitInput } from "@/components/tool-ui/commit-input";
import { SelectField } from "@/components/tool-ui/select-field";
import shared from "@/components/tool-ui/tools.module.css";
import { randomId } from "@/lib/client/random-id";
import { defaultPlayground } from "@/features/plc-playground/model/default-playground";
import { parsePlaygroundFile, toPlaygroundFile, type PlaygroundFileError } from "@/features/plc-playground/model/playground-file";
import { parseValue } from "@/features/plc-playground/model/parse-value";
import {
  AREA_SIZE_RANGE,
  BYTE_GROUP_RANGE,
  COMMENT_MAX_LENGTH,
  DB_NUMBER_RANGE,
  NAME_MAX_LENGTH,
  PLC_TYPE_IDS,
  nameProblem,
  offsetProblem,
  typeOfVariable,
  type PlacedVariableView,
  type PlaygroundAction,
  type PlaygroundState,
  type VariableDefinition,
} from "@/features/plc-playground/model/playground-state";
import { BYTE_ORDER_NAMES, formatAddress, parseAddress, s7Address } from "@/features/plc-playground/model/s7-names";
import { toS7Source } from "@/features/plc-playground/model/s7-source";
import { bitSize } from "@/features/plc-playground/model/type-info";
import type { PlcTypeId } from "@/features/plc-playground/model/types";
import styles from "./playground.module.css";
import { fill, markColour, nameProblemText, parseErrorText, typeLabel, wholeNumber, type PlcTexts } from "./texts";

interface ConfigurationTabProps {
  texts: PlcTexts;
  state: PlaygroundState;
  placed: readonly PlacedVariableView[];
  dispatch: (action: PlaygroundAction) => void;
}

const MAX_IMPORT_BYTES = 1_000_000;

export function ConfigurationTab({ texts, state, placed, dispatch }: ConfigurationTabProps) {
  const [status, setStatus] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);
  const { area } = state;
  const usedBits = placed.reduce((max, entry) => Math.max(max, entry.address.byte * 8 + entry.address.bit + bitSize(entry.type)), 0);

  function addVariable() {
    let number = state.variables.length + 1;
    while (nameProblem(`${texts.variables.newName}_${number}`, state.variables) !== null) number++;
    dispatch({
      type: "addVariable",
      variable: {
        id: randomId(),
        name: `${texts.variables.newName}_${number}`,
        type: "int16",
        length: 1,
        offset: null,
        start: "0",
        comment: "",
      },
    });
  }

  function download(name: string, content: string, type: string) {
    const url = URL.createObjectURL(new Blob([content], { type }));
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  const fileName = (area.name.trim() || `DB${area.dbNumber}`).replace(/[^\p{L}\p{N}_-]+/gu, "_");

  async function importFile(file: File) {
    if (file.size > MAX_IMPORT_BYTES) {
      setStatus(texts.file.tooLarge);
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setStatus(texts.fileErrors.unreadable);
      return;
    }
    const result = parsePlaygroundFile(text, () => randomId());
    if (!result.ok) {
      setStatus(fileErrorText(texts, result.error));
      return;
    }
    if (!window.confirm(texts.file.confirmImport)) return;
    dispatch({ type: "replace", area: result.area, variables: result.variables, ...(result.data ? { data: result.data } : {}) });
    if (!result.data) dispatch({ type: "loadStartValues" });
    setStatus(fill(texts.file.imported, { count: result.variables.length, size: result.area.size }, texts.locale));
  }

  function restoreExample() {
    if (!window.confirm(texts.file.confirmReset)) return;
    const example = defaultPlayground(texts.defaults, () => randomId(), "");
    dispatch({ type: "replace", area: example.area, variables: example.variables, data: example.data });
    setStatus(texts.file.resetDone);
  }

  return (
    <div className={styles.configuration}>
      <fieldset className={styles.areaFields}>
        <legend>{texts.area.legend}</legend>
        <CommitInput
          label={texts.area.name}
          value={area.name}
          maxLength={NAME_MAX_LENGTH}
          onCommit={(text) => {
            dispatch({ type: "setArea", area: { name: text.trim() } });
            return null;
          }}
        />
        <CommitInput
          label={texts.area.dbNumber}
          value={String(area.dbNumber)}
          inputMode="numeric"
          code
          onCommit={(text) => {
            const parsed = wholeNumber(texts, text, DB_NUMBER_RANGE);
            if (!parsed.ok) return parsed.message;
            dispatch({ type: "setArea", area: { dbNumber: parsed.value } });
            return null;
          }}
        />
        <CommitInput
          label={texts.area.size}
          value={String(area.size)}
          inputMode="numeric"
          code
          data-testid="area-size"
          onCommit={(text) => {
            const parsed = wholeNumber(texts, text, AREA_SIZE_RANGE);
            if (!parsed.ok) return parsed.message;
            dispatch({ type: "setArea", area: { size: parsed.value } });
            return null;
          }}
        />
        <SelectField
          label={texts.area.order}
          value={area.order}
          onChange={(event) => dispatch({ type: "setArea", area: { order: event.target.value === "little" ? "little" : "big" } })}
        >
          <option value="big">{BYTE_ORDER_NAMES.big} (S7, Motorola)</option>
          <option value="little">{BYTE_ORDER_NAMES.little} (Intel)</option>
        </SelectField>
        <p className={shared.note}>{texts.area.orderNote}</p>
      </fieldset>

      <div className={shared.tableBox}>
        <table className={`${shared.table} ${styles.variableTable}`}>
          <caption>{fill(texts.variables.caption, { area: area.name || `DB${area.dbNumber}` })}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{texts.variables.name}</th>
              <th scope="col">{texts.variables.type}</th>
              <th scope="col">{texts.variables.length}</th>
              <th scope="col">
                {texts.variables.offset}
                <span className={styles.headHint}>{texts.variables.offsetHint}</span>
              </th>
              <th scope="col">{texts.variables.address}</th>
              <th scope="col">{texts.variables.start}</th>
              <th scope="col">{texts.variables.comment}</th>
              <th scope="col">{texts.variables.status}</th>
              <th scope="col">{texts.variables.actions}</th>
            </tr>
          </thead>
          <tbody>
            {placed.map((entry, index) => (
              <VariableRow
                key={entry.variable.id}
                texts={texts}
                state={state}
                entry={entry}
                index={index}
                placed={placed}
                dispatch={dispatch}
                onStatus={setStatus}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p className={shared.note}>
        {fill(
          texts.variables.summary,
          { count: state.variables.length, used: Math.ceil(usedBits / 8), size: area.size },
          texts.locale,
        )}
      </p>
      <div className={shared.toolbar}>
        <button type="button" className={shared.button} onClick={addVariable}>
          {texts.variables.add}
        </button>
        <button
          type="button"
          className={shared.button}
          onClick={() => {
            dispatch({ type: "loadStartValues" });
            setStatus(texts.variables.startLoaded);
          }}
        >
          {texts.variables.loadStart}
        </button>
      </div>

      <h2 className={styles.subheading}>{texts.file.heading}</h2>
      <div className={shared.toolbar}>
        <button
          type="button"
          className={shared.button}
          onClick={() => download(`${fileName}.json`, toPlaygroundFile(state), "application/json")}
        >
          {texts.file.exportJson}
        </button>
        <button
          type="button"
          className={shared.button}
          onClick={() => download(`${fileName}.db`, toS7Source(state), "text/plain")}
        >
          {texts.file.exportSource}
        </button>
        <button type="button" className={shared.button} onClick={() => fileInput.current?.click()}>
          {texts.file.import}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          data-testid="plc-import"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void importFile(file);
          }}
        />
        <button type="button" className={shared.button} onClick={restoreExample}>
          {texts.file.reset}
        </button>
      </div>
      <p role="status" className={shared.status}>
        {status}
      </p>
    </div>
  );
}

interface VariableRowProps {
  texts: PlcTexts;
  state: PlaygroundState;
  entry: PlacedVariableView;
  index: number;
  placed: readonly PlacedVariableView[];
  dispatch: (action: PlaygroundAction) => void;
  onStatus: (message: string) => void;
}

function VariableRow({ texts, state, entry, index, placed, dispatch, onStatus }: VariableRowProps) {
  const { variable } = entry;
  const update = (patch: Partial<Omit<VariableDefinition, "id">>) => dispatch({ type: "updateVariable", id: variable.id, patch });
  const names = (ids: readonly string[]) =>
    ids.map((id) => placed.find((other) => other.variable.id === id)?.variable.name ?? "?").join(", ");
  const problems = [
    entry.overlapsWith.length > 0 ? fill(texts.variables.overlap, { names: names(entry.overlapsWith) }) : null,
    entry.fits ? null : fill(texts.variables.outside, { size: state.area.size }, texts.locale),
  ].filter((problem): problem is string => problem !== null);

  function changeType(type: PlcTypeId) {
    const offset = variable.offset && offsetProblem(type, variable.offset) ? { byte: variable.offset.byte, bit: 0 } : variable.offset;
    const start = parseValue(typeOfVariable({ type, length: variable.length }), variable.start).ok
      ? variable.start
      : zeroText(type, variable.length);
    update({ type, offset, start });
  }

  return (
    <tr
      className={problems.length > 0 ? styles.rowWarning : undefined}
      style={{ ["--mark" as string]: markColour(index) }}
      data-testid={`variable-${variable.name}`}
    >
      <td className={styles.markCell}>{index + 1}</td>
      <td>
        <CommitInput
          label={texts.variables.name}
          hideLabel
          value={variable.name}
          maxLength={NAME_MAX_LENGTH + 10}
          className={styles.nameField}
          code
          onCommit={(text) => {
            const problem = nameProblem(text, state.variables, variable.id);
            if (problem) return nameProblemText(texts, problem, NAME_MAX_LENGTH);
            update({ name: text.trim() });
            return null;
          }}
        />
      </td>
      <td>
        <select
          className={`${shared.select} ${styles.typeSelect}`}
          aria-label={`${texts.variables.type}: ${variable.name}`}
          value={variable.type}
          onChange={(event) => changeType(event.target.value as PlcTypeId)}
        >
          {PLC_TYPE_IDS.map((type) => (
            <option key={type} value={type}>
              {typeLabel(texts, type)}
            </option>
          ))}
        </select>
      </td>
      <td>
        {variable.type === "bytes" ? (
          <CommitInput
            label={`${texts.variables.length}: ${variable.name}`}
            hideLabel
            value={String(variable.length)}
            inputMode="numeric"
            className={styles.narrowField}
            code
            onCommit={(text) => {
              const parsed = wholeNumber(texts, text, BYTE_GROUP_RANGE);
              if (!parsed.ok) return parsed.message;
              const start = parseValue({ id: "bytes", length: parsed.value }, variable.start).ok
                ? variable.start
                : zeroText("bytes", parsed.value);
              update({ length: parsed.value, start });
              return null;
            }}
          />
        ) : (
          <span className={shared.code}>{bitSize(entry.type) === 1 ? "1/8" : bitSize(entry.type) / 8}</span>
        )}
      </td>
      <td>
        <CommitInput
          label={`${texts.variables.offset}: ${variable.name}`}
          hideLabel
          value={variable.offset ? formatAddress(variable.offset) : ""}
          placeholder={formatAddress(entry.address)}
          className={styles.narrowField}
          code
          onCommit={(text) => {
            if (text.trim() === "") {
              update({ offset: null });
              return null;
            }
            const offset = parseAddress(text);
            if (!offset) return texts.errors.offsetInvalid;
            if (offsetProblem(variable.type, offset)) {
              return fill(texts.errors.offsetBitNotZero, { type: typeLabel(texts, variable.type), byte: String(offset.byte) });
            }
            update({ offset });
            return null;
          }}
        />
      </td>
      <td className={shared.code} dir="ltr">
        <span className={styles.address}>{s7Address(state.area.dbNumber, entry.type, entry.address)}</span>
        {entry.explicit ? null : (
          <span className={styles.headHint}>{fill(texts.variables.automatic, { address: formatAddress(entry.address) })}</span>
        )}
      </td>
      <td>
        <CommitInput
          label={`${texts.variables.start}: ${variable.name}`}
          hideLabel
          value={variable.start}
          className={styles.valueField}
          code
          onCommit={(text) => {
            const parsed = parseValue(entry.type, text);
            if (!parsed.ok) return parseErrorText(texts, entry.type, parsed.error);
            update({ start: text.trim() });
            return null;
          }}
        />
      </td>
      <td>
        <CommitInput
          label={`${texts.variables.comment}: ${variable.name}`}
          hideLabel
          value={variable.comment}
          maxLength={COMMENT_MAX_LENGTH}
          className={styles.commentField}
          onCommit={(text) => {
            update({ comment: text });
            return null;
          }}
        />
      </td>
      <td className={styles.checkCell}>
        {problems.length > 0 ? (
          problems.map((problem) => (
            <span key={problem} className={styles.warning}>
              <span aria-hidden="true">⚠ </span>
              {problem}
            </span>
          ))
        ) : (
          <span className={styles.fine}>
            <span aria-hidden="true">✓ </span>
            {texts.variables.ok}
          </span>
        )}
      </td>
      <td className={styles.actions}>
        <button
          type="button"
          className={`${shared.button} ${shared.iconButton}`}
          aria-label={fill(texts.variables.moveUp, { name: variable.name })}
          title={fill(texts.variables.moveUp, { name: variable.name })}
          disabled={index === 0}
          onClick={() => dispatch({ type: "moveVariable", id: variable.id, by: -1 })}
        >
          ↑
        </button>
        <button
          type="button"
          className={`${shared.button} ${shared.iconButton}`}
          aria-label={fill(texts.variables.moveDown, { name: variable.name })}
          title={fill(texts.variables.moveDown, { name: variable.name })}
          disabled={index === placed.length - 1}
          onClick={() => dispatch({ type: "moveVariable", id: variable.id, by: 1 })}
        >
          ↓
        </button>
        <button
          type="button"
          className={`${shared.button} ${shared.iconButton}`}
          aria-label={fill(texts.variables.remove, { name: variable.name })}
          title={fill(texts.variables.remove, { name: variable.name })}
          onClick={() => {
            dispatch({ type: "removeVariable", id: variable.id });
            onStatus(fill(texts.variables.removed, { name: variable.name }));
          }}
        >
          ✕
        </button>
      </td>
    </tr>
  );
}

function zeroText(type: PlcTypeId, length: number): string {
  return type === "bytes" ? Array.from({ length }, () => "0").join(" ") : "0";
}

function fileErrorText(texts: PlcTexts, error: PlaygroundFileError): string {
  switch (error.code) {
    case "notJson":
      return texts.fileErrors.notJson;
    case "notAPlaygroundFile":
      return fill(texts.fileErrors.notAPlaygroundFile, { path: error.path });
    case "badName":
      return fill(texts.fileErrors.badName, { name: error.name, problem: nameProblemText(texts, error.problem, NAME_MAX_LENGTH) });
    case "badOffset":
      return fill(texts.fileErrors.badOffset, { name: error.name, offset: error.offset });
    case "badStart":
      return fill(texts.fileErrors.badStart, { name: error.name, problem: parseErrorText(texts, error.type, error.error) });
    case "badData":
      return fill(texts.fileErrors.badData, { expected: error.expected, actual: error.actual }, texts.locale);
  }
}
