"use client";

import { useMemo, useState } from "react";
import { Tabs } from "@/components/tool-ui/tabs";
import { randomId } from "@/lib/client/random-id";
import { defaultPlayground } from "@/features/plc-playground/model/default-playground";
import { placeVariables } from "@/features/plc-playground/model/playground-state";
import { ConfigurationTab } from "./configuration-tab";
import { DataAreaTab } from "./data-area-tab";
import type { PlcTexts } from "./texts";
import { TestTab, type WatchDrafts } from "./test-tab";
import { useSharedPlayground } from "./use-shared-playground";

type PlaygroundTab = "configuration" | "dataArea" | "test";

/** The data-type playground of SPEC §2: tabs Configuration, Data area and Test over one shared state. */
export function Playground({ texts }: { texts: PlcTexts }) {
  const { state, dispatch } = useSharedPlayground((tabId) =>
    defaultPlayground(texts.defaults, () => randomId(), tabId),
  );
  const [tab, setTab] = useState<PlaygroundTab>("configuration");
  const [selectedByte, setSelectedByte] = useState(0);
  const [drafts, setDrafts] = useState<WatchDrafts>({});
  const { variables, area } = state;
  const placed = useMemo(() => placeVariables({ variables, area }), [variables, area]);
  const chosenByte = Math.min(selectedByte, state.area.size - 1);

  return (
    <div data-testid="plc-playground">
      <p className="lead">{texts.intro}</p>
      <Tabs
        label={texts.tabList}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: "configuration", label: texts.tabs.configuration },
          { id: "dataArea", label: texts.tabs.dataArea },
          { id: "test", label: texts.tabs.test },
        ]}
      >
        {tab === "configuration" ? (
          <ConfigurationTab texts={texts} state={state} placed={placed} dispatch={dispatch} />
        ) : tab === "dataArea" ? (
          <DataAreaTab
            texts={texts}
            state={state}
            placed={placed}
            dispatch={dispatch}
            selectedByte={chosenByte}
            onSelectByte={setSelectedByte}
          />
        ) : (
          <TestTab texts={texts} state={state} placed={placed} dispatch={dispatch} drafts={drafts} onDrafts={setDrafts} />
        )}
      </Tabs>
    </div>
  );
}
