"use client";

import shared from "@/components/tool-ui/tools.module.css";
import type { PlantCommand } from "./model/plant";
import { PROGRAMS } from "./model/programs";
import { RUNNING_PHASES, type Autoclave, type Plant } from "./model/types";
import { AutoclaveFacts, FaultBanner } from "./autoclave-facts";
import styles from "./autoclave.module.css";
import { autoclaveName, phaseText, useAutoclaveTexts } from "./texts";

interface CurrentViewProps {
  plant: Plant;
  command: (command: PlantCommand) => void;
  onDetails: (id: number) => void;
}

/** A tile per autoclave with its phase, values, door and the next sensible action. */
export function CurrentView({ plant, command, onDetails }: CurrentViewProps) {
  const { t } = useAutoclaveTexts();
  return (
    <ul className={styles.tiles} data-testid="autoclave-tiles">
      {plant.autoclaves.map((autoclave) => (
        <li key={autoclave.id} className={`${styles.tile} ${styles[`phase-${tone(autoclave)}`] ?? ""}`} data-testid={`tile-${autoclave.id}`} data-phase={autoclave.phase}>
          <div className={styles.tileHead}>
            <h3 className={styles.tileTitle}>{autoclaveName(t, autoclave.id, true)}</h3>
            <span className={styles.phaseBadge}>{phaseText(t, autoclave, PROGRAMS[autoclave.program].pulses)}</span>
          </div>
          <p className={styles.program}>{t(`programs.${autoclave.program}`)}</p>
          <FaultBanner autoclave={autoclave} />
          {autoclave.result !== "none" && !RUNNING_PHASES.has(autoclave.phase) ? (
            <p className={autoclave.result === "passed" ? styles.passed : styles.failed}>{t(`results.${autoclave.result}`)}</p>
          ) : null}
          <AutoclaveFacts autoclave={autoclave} />
          <div className={styles.tileActions}>
            <NextAction autoclave={autoclave} command={command} />
            <button
              type="button"
              className={shared.button}
              aria-label={t("autoclave.details", { number: String(autoclave.id) })}
              onClick={() => onDetails(autoclave.id)}
            >
              {t("views.detailed")}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function NextAction({ autoclave, command }: { autoclave: Autoclave; command: (command: PlantCommand) => void }) {
  const { t } = useAutoclaveTexts();
  const id = autoclave.id;
  const label = (text: string) => `${text} – ${autoclaveName(t, id)}`;
  const button = (text: string, entry: PlantCommand, primary = false) => (
    <button type="button" className={`${shared.button} ${primary ? shared.primary : ""}`} aria-label={label(text)} onClick={() => command(entry)}>
      {text}
    </button>
  );
  if (autoclave.phase === "fault") return button(t("actions.acknowledge"), { type: "acknowledge", autoclave: id }, true);
  if (RUNNING_PHASES.has(autoclave.phase)) {
    return autoclave.phase === "abort" ? null : button(t("actions.stop"), { type: "stop", autoclave: id });
  }
  if (autoclave.door === "open") return button(t("actions.closeDoor"), { type: "closeDoor", autoclave: id });
  if (autoclave.phase === "complete") return button(t("actions.openDoor"), { type: "openDoor", autoclave: id });
  return button(t("actions.start"), { type: "start", autoclave: id }, true);
}

/** Colour family of a phase; the phase is always written out as well. */
export function tone(autoclave: Autoclave): "idle" | "running" | "holding" | "done" | "fault" {
  if (autoclave.phase === "fault" || autoclave.phase === "abort") return "fault";
  if (autoclave.phase === "sterilise") return "holding";
  if (autoclave.phase === "complete") return "done";
  return RUNNING_PHASES.has(autoclave.phase) ? "running" : "idle";
}
