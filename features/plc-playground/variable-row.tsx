"use client";

import { CommitInput } from "@/components/tool-ui/commit-input";
import shared from "@/components/tool-ui/tools.module.css";
import { parseValue } from "./model/parse-value";
import {
  BYTE_GROUP_RANGE,
  COMMENT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PLC_TYPE_IDS,
  nameProblem,
  offsetProblem,
  typeOfVariable,
  type PlacedVariableView,
  type PlaygroundAction,
  type PlaygroundState,
  type VariableDefinition,
} from "./model/playground-state";
import { formatAddress, parseAddress, s7Address } from "./model/s7-names";
import { bitSize } from "./model/type-info";
import type { PlcTypeId } from "./model/types";
import styles from "./playground.module.css";
import { markColour, nameProblemText, parseErrorText, typeLabel, usePlcTexts, wholeNumber } from "./texts";

interface VariableRowProps {
  state: PlaygroundState;
  entry: PlacedVariableView;
  index: number;
  placed: readonly PlacedVariableView[];
  dispatch: (action: PlaygroundAction) => void;
  onStatus: (message: string) => void;
  /** On a phone only the open variable shows its fields; the others are a line each. */
  open: boolean;
  onToggle: () => void;
}

/** A variable of the block: every definition field, where it lies, and what is wrong with it. */
export function VariableRow({ state, entry, index, placed, dispatch, onStatus, open, onToggle }: VariableRowProps) {
  const texts = usePlcTexts();
  const { t } = texts;
  const { variable } = entry;
  const update = (patch: Partial<Omit<VariableDefinition, "id">>) => dispatch({ type: "updateVariable", id: variable.id, patch });
  const names = (ids: readonly string[]) =>
    ids.map((id) => placed.find((other) => other.variable.id === id)?.variable.name ?? "?").join(", ");
  const problems = [
    entry.collidesWith.length > 0 ? t("variables.overlap", { names: names(entry.collidesWith) }) : null,
    entry.fits ? null : t("variables.outside", { size: state.area.size }),
  ].filter((problem): problem is string => problem !== null);
  // A deliberate overlay (the example's Status_Word over its bits) is a note, not a warning: the example
  // opened with five rows in the warning's orange before the visitor touched anything (round 82).
  const overlay = entry.overlaysWith.length > 0 ? t("variables.overlay", { names: names(entry.overlaysWith) }) : null;
  const address = s7Address(state.area.dbNumber, entry.type, entry.address);

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
      data-open={open}
    >
      <td className={styles.markCell}>{index + 1}</td>
      <td data-label={t("variables.name")}>
        <CommitInput
          label={t("variables.name")}
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
      <td data-label={t("variables.type")}>
        <select
          className={`${shared.select} ${styles.typeSelect}`}
          aria-label={`${t("variables.type")}: ${variable.name}`}
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
      <td data-label={t("variables.length")}>
        {variable.type === "bytes" ? (
          <CommitInput
            label={`${t("variables.length")}: ${variable.name}`}
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
      <td data-label={t("variables.offset")}>
        <CommitInput
          label={`${t("variables.offset")}: ${variable.name}`}
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
            if (!offset) return t("errors.offsetInvalid");
            if (offsetProblem(variable.type, offset)) {
              return t("errors.offsetBitNotZero", { type: typeLabel(texts, variable.type), byte: String(offset.byte) });
            }
            update({ offset });
            return null;
          }}
        />
      </td>
      <td className={shared.code} dir="ltr" data-label={t("variables.address")}>
        <span className={styles.address}>{address}</span>
        {entry.explicit ? null : (
          <span className={styles.headHint}>{t("variables.automatic", { address: formatAddress(entry.address) })}</span>
        )}
      </td>
      <td data-label={t("variables.start")}>
        <CommitInput
          label={`${t("variables.start")}: ${variable.name}`}
          hideLabel
          value={variable.start}
          // The whole value on pointing at it, where a long one ("16#12 16#34 16#AB 16#CD") runs past its field.
          title={variable.start}
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
      <td data-label={t("variables.comment")}>
        <CommitInput
          label={`${t("variables.comment")}: ${variable.name}`}
          hideLabel
          value={variable.comment}
          maxLength={COMMENT_MAX_LENGTH}
          className={styles.commentField}
          wrap
          onCommit={(text) => {
            update({ comment: text });
            return null;
          }}
        />
      </td>
      <VariableStatus problems={problems} overlay={overlay} />
      <VariableActions variable={variable} index={index} count={placed.length} dispatch={dispatch} onStatus={onStatus} />
      <td className={styles.summaryCell}>
        <button type="button" className={styles.summaryButton} aria-expanded={open} onClick={onToggle}>
          <span className={styles.summaryName}>{variable.name}</span>
          <span className={styles.summaryStatus}>
            {problems.length > 0 ? <span aria-hidden="true">⚠</span> : overlay ? <OverlayIcon /> : <span aria-hidden="true">✓</span>}
            <span className="visually-hidden">{problems.length > 0 ? problems.join(", ") : (overlay ?? t("variables.ok"))}</span>
          </span>
          <span className={styles.summaryFacts}>
            {typeLabel(texts, variable.type)} · <span dir="ltr">{address}</span>
          </span>
        </button>
      </td>
    </tr>
  );
}

/** What is wrong with a variable (collisions, outside the area), that it lies over others on purpose, or that it is fine. */
function VariableStatus({ problems, overlay }: { problems: readonly string[]; overlay: string | null }) {
  const { t } = usePlcTexts();
  return (
    <td className={styles.checkCell} data-label={t("variables.status")}>
      {problems.map((problem) => (
        <span key={problem} className={styles.warning}>
          <span aria-hidden="true">⚠ </span>
          {problem}
        </span>
      ))}
      {overlay ? (
        <span className={styles.overlay} data-overlay="">
          <OverlayIcon />
          {overlay}
        </span>
      ) : null}
      {problems.length === 0 && !overlay ? (
        <span className={styles.fine}>
          <span aria-hidden="true">✓ </span>
          {t("variables.ok")}
        </span>
      ) : null}
    </td>
  );
}

/** Two frames laid over each other: a view over another variable's bits, drawn, in the text's colour. */
function OverlayIcon() {
  return (
    <svg className={styles.overlayIcon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="1.5" y="1.5" width="9" height="9" rx="1" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect x="5.5" y="5.5" width="9" height="9" rx="1" fill="none" stroke="currentColor" strokeWidth="1.5" strokeDasharray="2 1.5" />
    </svg>
  );
}

interface VariableActionsProps {
  variable: VariableDefinition;
  index: number;
  count: number;
  dispatch: (action: PlaygroundAction) => void;
  onStatus: (message: string) => void;
}

/** Move a variable up or down in the block, or delete it. */
function VariableActions({ variable, index, count, dispatch, onStatus }: VariableActionsProps) {
  const { t } = usePlcTexts();
  return (
  <td className={styles.actions} data-label={t("variables.actions")}>
    <button
      type="button"
      className={`${shared.button} ${shared.iconButton}`}
      aria-label={t("variables.moveUp", { name: variable.name })}
      title={t("variables.moveUp", { name: variable.name })}
      disabled={index === 0}
      onClick={() => dispatch({ type: "moveVariable", id: variable.id, by: -1 })}
    >
      ↑
    </button>
    <button
      type="button"
      className={`${shared.button} ${shared.iconButton}`}
      aria-label={t("variables.moveDown", { name: variable.name })}
      title={t("variables.moveDown", { name: variable.name })}
      disabled={index === count - 1}
      onClick={() => dispatch({ type: "moveVariable", id: variable.id, by: 1 })}
    >
      ↓
    </button>
    <button
      type="button"
      className={`${shared.button} ${shared.iconButton}`}
      aria-label={t("variables.remove", { name: variable.name })}
      title={t("variables.remove", { name: variable.name })}
      onClick={() => {
        dispatch({ type: "removeVariable", id: variable.id });
        onStatus(t("variables.removed", { name: variable.name }));
      }}
    >
      ✕
    </button>
  </td>
  );
}

function zeroText(type: PlcTypeId, length: number): string {
  return type === "bytes" ? Array.from({ length }, () => "0").join(" ") : "0";
}

