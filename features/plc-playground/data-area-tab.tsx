"use client";

import { memo, useCallback, useMemo } from "react";
import { CommitInput } from "@/components/tool-ui/commit-input";
import { TableBox } from "@/components/tool-ui/table-box";
import shared from "@/components/tool-ui/tools.module.css";
import { hexByte, parseHexByte } from "./model/hex-byte";
import { BYTE_ORDER_NAMES } from "./model/s7-names";
import { interpretAll } from "./model/interpret-all";
import { formatValue } from "./model/format-value";
import { type PlacedVariableView, type PlaygroundAction, type PlaygroundState } from "./model/playground-state";
import { bitSize } from "./model/type-info";
import styles from "./playground.module.css";
import { markColour, parseErrorText, typeLabel, usePlcTexts } from "./texts";

interface DataAreaTabProps {
  state: PlaygroundState;
  placed: readonly PlacedVariableView[];
  dispatch: (action: PlaygroundAction) => void;
  selectedByte: number;
  onSelectByte: (byte: number) => void;
}

interface ByteOwner {
  readonly id: string;
  /** Only collisions: a byte under a deliberate overlay (a bit view of a word) is no fault. */
  readonly collidesWith: readonly string[];
  readonly name: string;
  readonly colour: string;
  readonly forced: boolean;
}

const BITS = [7, 6, 5, 4, 3, 2, 1, 0] as const;

export function DataAreaTab({ state, placed, dispatch, selectedByte, onSelectByte }: DataAreaTabProps) {
  const texts = usePlcTexts();
  const { t } = texts;
  const { forces, area } = state;
  // Rows are memoised: their owners change only with the layout or the forces, not with every value.
  const owners = useMemo(() => ownersByByte(area.size, forces, placed), [area.size, forces, placed]);
  const areaName = area.name || `DB${area.dbNumber}`;
  const value = state.data[selectedByte] ?? 0;

  const writeByte = useCallback(
    (index: number, text: string): string | null => {
      const parsed = parseHexByte(text);
      if (!parsed.ok) {
        return parsed.error.code === "outOfRange"
          ? parseErrorText(texts, "byte", parsed.error)
          : texts.t("errors.notANumber", { type: typeLabel(texts, "byte"), examples: "3F, 16#3F, 0x3F" });
      }
      dispatch({ type: "writeByte", index, value: parsed.value });
      return null;
    },
    [dispatch, texts],
  );

  return (
    <div className={styles.dataArea}>
      <div className={`${shared.tableBox} ${styles.gridBox}`}>
        <table className={`${shared.table} ${styles.grid}`}>
          <caption>{t("grid.caption", { area: areaName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("grid.address")}</th>
              <th scope="col">{t("grid.hex")}</th>
              <th scope="col">{t("grid.binary")}</th>
              <th scope="col">{t("grid.decimal")}</th>
              <th scope="col">{t("grid.variable")}</th>
            </tr>
          </thead>
          <tbody>
            {Array.from(state.data, (byte, index) => (
              <ByteRow
                key={index}
                index={index}
                value={byte}
                owners={owners[index] ?? []}
                selected={index === selectedByte}
                onSelect={onSelectByte}
                onWrite={writeByte}
              />
            ))}
          </tbody>
        </table>
      </div>

      <div className={styles.inspector}>
        <section aria-labelledby="plc-byte-heading" className={styles.panel}>
          <h2 id="plc-byte-heading" className={styles.subheading}>
            {t("byteEditor.heading", { byte: String(selectedByte) })}
          </h2>
          <div role="group" aria-label={t("byteEditor.bits", { byte: String(selectedByte) })} className={styles.bitButtons}>
            {BITS.map((bit) => {
              const on = ((value >> bit) & 1) === 1;
              return (
                <button
                  key={bit}
                  type="button"
                  className={`${shared.button} ${styles.bitButton}`}
                  aria-pressed={on}
                  aria-label={`${t("byteEditor.bitWord")} ${selectedByte}.${bit}`}
                  onClick={() => dispatch({ type: "writeByte", index: selectedByte, value: value ^ (1 << bit) })}
                >
                  <span className={styles.bitNumber} aria-hidden="true">
                    {bit}
                  </span>
                  <span aria-hidden="true">{on ? "1" : "0"}</span>
                </button>
              );
            })}
          </div>
          <CommitInput
            label={t("byteEditor.hex", { byte: String(selectedByte) })}
            value={hexByte(value)}
            size={4}
            code
            onCommit={(text) => writeByte(selectedByte, text)}
          />
        </section>

        <section aria-labelledby="plc-interpret-heading" className={styles.panel}>
          <h2 id="plc-interpret-heading" className={styles.subheading}>
            {t("interpret.heading", { byte: String(selectedByte) })}
          </h2>
          <Interpretations data={state.data} byte={selectedByte} order={state.area.order} />
        </section>
      </div>
    </div>
  );
}

function Interpretations({ data, byte, order }: { data: Uint8Array; byte: number; order: PlaygroundState["area"]["order"] }) {
  const texts = usePlcTexts();
  const { t } = texts;
  const rows = interpretAll(data, byte);
  if (rows.length === 0) return <p className={shared.note}>{t("interpret.none")}</p>;
  const show = (row: (typeof rows)[number], side: "big" | "little") => formatValue(row.type, row[side] as never, "decimal");
  return (
    <TableBox focusable label={t("interpret.heading", { byte: String(byte) })}>
      <table className={`${shared.table} ${styles.interpretTable}`} data-testid="interpretations">
        <thead>
          <tr>
            <th scope="col">{t("interpret.type")}</th>
            <th scope="col" className={order === "big" ? styles.activeOrder : undefined}>
              {BYTE_ORDER_NAMES.big}
            </th>
            <th scope="col" className={order === "little" ? styles.activeOrder : undefined}>
              {BYTE_ORDER_NAMES.little}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.type}>
              <th scope="row">{typeLabel(texts, row.type)}</th>
              <td className={shared.code} dir="ltr" data-label={BYTE_ORDER_NAMES.big}>
                {show(row, "big")}
              </td>
              <td className={shared.code} dir="ltr" data-label={BYTE_ORDER_NAMES.little}>
                {show(row, "little")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

interface ByteRowProps {
  index: number;
  value: number;
  owners: readonly ByteOwner[];
  selected: boolean;
  onSelect: (index: number) => void;
  onWrite: (index: number, text: string) => string | null;
}

const ByteRow = memo(function ByteRow({ index, value, owners, selected, onSelect, onWrite }: ByteRowProps) {
  const { t } = usePlcTexts();
  const binary = value.toString(2).padStart(8, "0");
  const first = owners[0];
  const conflict = owners.some((owner) => owners.some((other) => owner.collidesWith.includes(other.id)));
  return (
    <tr
      className={`${selected ? styles.selectedRow : ""} ${conflict ? styles.rowWarning : ""}`}
      style={first ? { ["--mark" as string]: first.colour } : undefined}
      data-testid={`byte-${index}`}
    >
      <th scope="row" className={first ? styles.markCell : undefined}>
        <button
          type="button"
          className={styles.byteButton}
          aria-pressed={selected}
          aria-label={t("grid.choose", { byte: String(index) })}
          onClick={() => onSelect(index)}
        >
          <span dir="ltr">DBB {index}</span>
        </button>
      </th>
      <td>
        <CommitInput
          label={t("grid.edit", { byte: String(index) })}
          hideLabel
          value={hexByte(value)}
          size={3}
          code
          className={styles.hexInput}
          onFocus={() => onSelect(index)}
          onCommit={(text) => onWrite(index, text)}
        />
      </td>
      <td className={shared.code} dir="ltr">
        {binary.slice(0, 4)} {binary.slice(4)}
      </td>
      <td className={shared.code} dir="ltr">
        {value}
      </td>
      <td>
        {owners.length === 0 ? (
          <span className={shared.note}>{t("grid.free")}</span>
        ) : (
          owners.map((owner) => (
            <span key={owner.name} className={styles.owner} style={{ ["--mark" as string]: owner.colour }}>
              {owner.name}
              {owner.forced ? <span className={styles.forceBadge}>F</span> : null}
            </span>
          ))
        )}
      </td>
    </tr>
  );
});

function ownersByByte(
  size: number,
  forces: PlaygroundState["forces"],
  placed: readonly PlacedVariableView[],
): ByteOwner[][] {
  const owners: ByteOwner[][] = Array.from({ length: size }, () => []);
  placed.forEach((entry, index) => {
    const startBit = entry.address.byte * 8 + entry.address.bit;
    const endByte = Math.ceil((startBit + bitSize(entry.type)) / 8);
    const owner = {
      id: entry.variable.id,
      collidesWith: entry.collidesWith,
      name: entry.variable.name,
      colour: markColour(index),
      forced: forces.some((force) => force.variableId === entry.variable.id),
    };
    for (let byte = entry.address.byte; byte < Math.min(endByte, size); byte++) owners[byte]?.push(owner);
  });
  return owners;
}
