"use client";

import { useMemo, useState } from "react";
import { Tabs } from "@/components/tool-ui/tabs";
import { randomId } from "@/lib/client/random-id";
import { defaultPlayground } from "./model/default-playground";
import { placeVariables } from "./model/playground-state";
import { ConfigurationTab } from "./configuration-tab";
import { DataAreaTab } from "./data-area-tab";
import { defaultComment, usePlcTexts } from "./texts";
import { TestTab } from "./test-tab";
import type { WatchDrafts } from "./use-watch-table";
import { useSharedPlayground } from "./use-shared-playground";
import styles from "./playground.module.css";

type PlaygroundTab = "configuration" | "dataArea" | "test";

/** The data-type playground: tabs Configuration, Data area and Test over one shared state. */
export function Playground() {
  const texts = usePlcTexts();
  const { t } = texts;
  const { state, dispatch } = useSharedPlayground((tabId) =>
    defaultPlayground((key) => defaultComment(texts, key), () => randomId(), tabId),
  );
  const [tab, setTab] = useState<PlaygroundTab>("configuration");
  const [selectedByte, setSelectedByte] = useState(0);
  const [drafts, setDrafts] = useState<WatchDrafts>({});
  const { variables, area } = state;
  const placed = useMemo(() => placeVariables({ variables, area }), [variables, area]);
  const chosenByte = Math.min(selectedByte, state.area.size - 1);

  return (
    <div className={styles.playground} data-testid="plc-playground">
      <p className="lead">{t("intro")}</p>
      <Tabs
        label={t("tabList")}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: "configuration", label: t("tabs.configuration") },
          { id: "dataArea", label: t("tabs.dataArea") },
          { id: "test", label: t("tabs.test") },
        ]}
      >
        {tab === "configuration" ? (
          <ConfigurationTab state={state} placed={placed} dispatch={dispatch} />
        ) : tab === "dataArea" ? (
          <DataAreaTab
            state={state}
            placed={placed}
            dispatch={dispatch}
            selectedByte={chosenByte}
            onSelectByte={setSelectedByte}
          />
        ) : (
          <TestTab state={state} placed={placed} dispatch={dispatch} drafts={drafts} onDrafts={setDrafts} />
        )}
      </Tabs>
    </div>
  );
}
