"use client";

import { useState } from "react";
import { TableBox } from "@/components/tool-ui/table-box";
import shared from "@/components/tool-ui/tools.module.css";
import { randomId } from "@/lib/client/random-id";
import { nameProblem, type PlacedVariableView, type PlaygroundAction, type PlaygroundState } from "./model/playground-state";
import { bitSize } from "./model/type-info";
import { AreaFields } from "./area-fields";
import { FilePanel } from "./file-panel";
import styles from "./playground.module.css";
import { usePlcTexts } from "./texts";
import { VariableRow } from "./variable-row";

interface ConfigurationTabProps {
  state: PlaygroundState;
  placed: readonly PlacedVariableView[];
  dispatch: (action: PlaygroundAction) => void;
}

/** The data block and its variables: define, check, export and import. */
export function ConfigurationTab({ state, placed, dispatch }: ConfigurationTabProps) {
  const texts = usePlcTexts();
  const { t } = texts;
  const [status, setStatus] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);
  const { area } = state;
  const caption = t("variables.caption", { area: area.name || `DB${area.dbNumber}` });
  const usedBits = placed.reduce((max, entry) => Math.max(max, entry.address.byte * 8 + entry.address.bit + bitSize(entry.type)), 0);

  function addVariable() {
    let number = state.variables.length + 1;
    while (nameProblem(`${t("variables.newName")}_${number}`, state.variables) !== null) number++;
    const id = randomId();
    setOpenId(id);
    dispatch({
      type: "addVariable",
      variable: {
        id,
        name: `${t("variables.newName")}_${number}`,
        type: "int16",
        length: 1,
        offset: null,
        start: "0",
        comment: "",
      },
    });
  }

  return (
    <div className={styles.configuration}>
      <AreaFields area={area} dispatch={dispatch} />

      <TableBox focusable label={caption} className={styles.variableBox}>
        <table className={`${shared.table} ${styles.variableTable}`}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t("variables.name")}</th>
              <th scope="col">{t("variables.type")}</th>
              <th scope="col">{t("variables.length")}</th>
              <th scope="col">{t("variables.offset")}</th>
              <th scope="col">{t("variables.address")}</th>
              <th scope="col">{t("variables.start")}</th>
              <th scope="col">{t("variables.comment")}</th>
              <th scope="col">{t("variables.status")}</th>
              <th scope="col">{t("variables.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {placed.map((entry, index) => (
              <VariableRow
                key={entry.variable.id}
                state={state}
                entry={entry}
                index={index}
                placed={placed}
                dispatch={dispatch}
                onStatus={setStatus}
                open={openId === entry.variable.id}
                onToggle={() => setOpenId((current) => (current === entry.variable.id ? null : entry.variable.id))}
              />
            ))}
          </tbody>
        </table>
      </TableBox>
      <p className={shared.note}>
        {t("variables.summary", { count: state.variables.length, used: texts.number(Math.ceil(usedBits / 8)), size: area.size })}{" "}
        {/* Under the table, not in its head: a third line there lifted "Offset" above the other names. */}
        {t("variables.offset")}: {t("variables.offsetHint")}.
      </p>
      <div className={`${shared.toolbar} ${styles.stackedButtons}`}>
        {/* The table's one main action filled, the others outlined (round 87: four alike). */}
        <button type="button" className={`${shared.button} ${shared.primary}`} onClick={addVariable}>
          {t("variables.add")}
        </button>
        <button
          type="button"
          className={shared.button}
          onClick={() => {
            dispatch({ type: "loadStartValues" });
            setStatus(t("variables.startLoaded"));
          }}
        >
          {t("variables.loadStart")}
        </button>
      </div>

      <FilePanel state={state} dispatch={dispatch} setStatus={setStatus} />
      <p role="status" className={shared.status}>
        {status}
      </p>
    </div>
  );
}
