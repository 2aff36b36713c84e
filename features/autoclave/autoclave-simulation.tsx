"use client";

import { useEffect, useState } from "react";
import { ToolSkeleton } from "@/components/tool-ui/client-only-tool";
import { Tabs } from "@/components/tool-ui/tabs";
import { CentralUnitPanel } from "./central-unit-panel";
import { CurrentView } from "./current-view";
import { DetailedView } from "./detailed-view";
import { JointView } from "./joint-view";
import { readSettings, writeSettings, type SimulationSettings, type SimulationViewId } from "./settings";
import { SimulationControls } from "./simulation-controls";
import styles from "./autoclave.module.css";
import reserve from "./reserve.module.css";
import { useAutoclaveTexts } from "./texts";
import { useSimulation } from "./use-simulation";

/** The autoclave simulation: views current, jointly and detailed over one running plant. */
export function AutoclaveSimulation() {
  const { t } = useAutoclaveTexts();
  const [settings, setSettings] = useState<SimulationSettings>(readSettings);
  const simulation = useSimulation({ count: settings.count, speed: settings.speed, running: true });
  const { snapshot } = simulation;

  useEffect(() => writeSettings(settings), [settings]);
  const change = (patch: Partial<SimulationSettings>) => setSettings((current) => ({ ...current, ...patch }));

  if (simulation.failed) {
    return (
      <p role="alert" className={styles.failure}>
        {t("controls.workerFailed")}
      </p>
    );
  }
  // Until the worker's first snapshot, the tool's skeleton keeps the simulation's height (round 83:
  // the page fell to the footer and grew again), in the tool's shape as while its code loads (round
  // 86: the loading sentence alone stood over 1,400 px of empty page on a phone).
  if (!snapshot) return <ToolSkeleton loading={t("loading")} reserve={reserve.tool} />;

  const { plant } = snapshot;
  const selected = plant.autoclaves.find((autoclave) => autoclave.id === settings.selected) ?? plant.autoclaves[0];

  return (
    <div
      className={styles.simulation}
      data-testid="autoclave-simulation"
      data-sim-seconds={plant.seconds}
      data-running={snapshot.running}
      data-speed={snapshot.speed}
      data-count={plant.autoclaves.length}
    >
      <p className="lead">{t("intro")}</p>
      <SimulationControls
        snapshot={snapshot}
        timing={simulation.timing}
        onCount={(count) => {
          simulation.command({ type: "setCount", count });
          change({ count });
        }}
        onSpeed={(speed) => {
          simulation.send({ type: "speed", speed });
          change({ speed });
        }}
        onRunning={(running) => simulation.send({ type: "running", running })}
        onReset={() => simulation.send({ type: "reset", count: plant.autoclaves.length })}
        onStartAll={() => simulation.command({ type: "startAll" })}
      />
      <CentralUnitPanel central={plant.central} command={simulation.command} />
      <Tabs
        label={t("views.list")}
        selected={settings.view}
        onSelect={(view: SimulationViewId) => change({ view })}
        tabs={[
          { id: "current", label: t("views.current") },
          { id: "jointly", label: t("views.jointly") },
          { id: "detailed", label: t("views.detailed") },
        ]}
      >
        {settings.view === "current" ? (
          <CurrentView
            plant={plant}
            command={simulation.command}
            onDetails={(id) => change({ selected: id, view: "detailed" })}
          />
        ) : settings.view === "jointly" ? (
          <JointView plant={plant} trends={simulation.trends} />
        ) : selected ? (
          <DetailedView
            plant={plant}
            autoclave={selected}
            trends={simulation.trends}
            events={simulation.events}
            command={simulation.command}
            onSelect={(id) => change({ selected: id })}
          />
        ) : null}
      </Tabs>
    </div>
  );
}
