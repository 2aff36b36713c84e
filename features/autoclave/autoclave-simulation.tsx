"use client";

import { useEffect, useMemo, useState } from "react";
import { Tabs } from "@/components/tool-ui/tabs";
import { CentralUnitPanel } from "./central-unit-panel";
import { CurrentView } from "./current-view";
import { DetailedView } from "./detailed-view";
import { JointView } from "./joint-view";
import { readSettings, writeSettings, type SimulationSettings, type SimulationViewId } from "./settings";
import { SimulationControls } from "./simulation-controls";
import styles from "./autoclave.module.css";
import { formatsFor, type AutoclaveTexts } from "./texts";
import { useSimulation } from "./use-simulation";

/** The autoclave simulation of SPEC §2: views current, jointly and detailed over one running plant. */
export function AutoclaveSimulation({ texts, localeTag }: { texts: AutoclaveTexts; localeTag: string }) {
  const [settings, setSettings] = useState<SimulationSettings>(readSettings);
  const simulation = useSimulation({ count: settings.count, speed: settings.speed, running: true });
  const formats = useMemo(() => formatsFor(localeTag, texts.autoclave.celsius), [localeTag, texts.autoclave.celsius]);
  const { snapshot } = simulation;

  useEffect(() => writeSettings(settings), [settings]);
  const change = (patch: Partial<SimulationSettings>) => setSettings((current) => ({ ...current, ...patch }));

  if (simulation.failed) {
    return (
      <p role="alert" className={styles.failure}>
        {texts.controls.workerFailed}
      </p>
    );
  }
  if (!snapshot) {
    return (
      <p aria-busy="true" role="status">
        {texts.loading}
      </p>
    );
  }

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
      <p className="lead">{texts.intro}</p>
      <SimulationControls
        texts={texts}
        formats={formats}
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
      <CentralUnitPanel texts={texts} formats={formats} central={plant.central} command={simulation.command} />
      <Tabs
        label={texts.views.list}
        selected={settings.view}
        onSelect={(view: SimulationViewId) => change({ view })}
        tabs={[
          { id: "current", label: texts.views.current },
          { id: "jointly", label: texts.views.jointly },
          { id: "detailed", label: texts.views.detailed },
        ]}
      >
        {settings.view === "current" ? (
          <CurrentView
            texts={texts}
            formats={formats}
            plant={plant}
            command={simulation.command}
            onDetails={(id) => change({ selected: id, view: "detailed" })}
          />
        ) : settings.view === "jointly" ? (
          <JointView texts={texts} formats={formats} plant={plant} trends={simulation.trends} />
        ) : selected ? (
          <DetailedView
            texts={texts}
            formats={formats}
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
