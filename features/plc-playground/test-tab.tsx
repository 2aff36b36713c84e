"use client";

import type { Dispatch, SetStateAction } from "react";
import shared from "@/components/tool-ui/tools.module.css";
import type { PlacedVariableView, PlaygroundAction, PlaygroundState } from "./model/playground-state";
import styles from "./playground.module.css";
import { usePlcTexts } from "./texts";
import { useWatchTable, type WatchDrafts } from "./use-watch-table";
import { WatchRow } from "./watch-row";
import { WatchToolbar } from "./watch-toolbar";

interface TestTabProps {
  state: PlaygroundState;
  placed: readonly PlacedVariableView[];
  dispatch: (action: PlaygroundAction) => void;
  drafts: WatchDrafts;
  onDrafts: Dispatch<SetStateAction<WatchDrafts>>;
}

/** The watch and force table of an S7 programming tool: monitor, modify once, force permanently. */
export function TestTab({ state, placed, dispatch, drafts, onDrafts }: TestTabProps) {
  const { t } = usePlcTexts();
  const watch = useWatchTable({ state, placed, dispatch, drafts, onDrafts });
  const caption = t("watch.caption", { area: state.area.name || `DB${state.area.dbNumber}` });
  return (
    <div>
      <WatchToolbar watch={watch} label={caption} anyForced={state.forces.length > 0} />
      <p className={shared.note}>{watch.monitoring ? t("watch.enterHint") : t("watch.monitorHint")}</p>
      <div className={`${shared.tableBox} ${styles.watchBox}`}>
        <table className={`${shared.table} ${styles.watchTable}`} data-testid="watch-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t("watch.name")}</th>
              <th scope="col">{t("watch.address")}</th>
              <th scope="col">{t("watch.format")}</th>
              <th scope="col">{t("watch.monitor")}</th>
              <th scope="col">{t("watch.modify")}</th>
              <th scope="col">
                <span aria-hidden="true">⚡</span>
                <span className="visually-hidden">{t("watch.modifyNow")}</span>
              </th>
              <th scope="col">{t("watch.force")}</th>
              <th scope="col">F</th>
              <th scope="col">{t("watch.comment")}</th>
            </tr>
          </thead>
          <tbody>
            {placed.map((entry) => (
              <WatchRow key={entry.variable.id} entry={entry} state={state} watch={watch} dispatch={dispatch} />
            ))}
          </tbody>
        </table>
      </div>
      <p role="status" className={shared.status} data-testid="watch-status">
        {watch.status}
      </p>
    </div>
  );
}
