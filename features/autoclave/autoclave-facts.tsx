import { PROGRAMS } from "./model/programs";
import { chamberPressure } from "./model/physics";
import type { Autoclave } from "./model/types";
import styles from "./autoclave.module.css";
import { PressureValue } from "./pressure-value";
import { doorText, useAutoclaveTexts } from "./texts";

/** The active fault of an autoclave, announced when it appears. */
export function FaultBanner({ autoclave }: { autoclave: Autoclave }) {
  const { t } = useAutoclaveTexts();
  if (!autoclave.fault) return null;
  return (
    <p className={styles.faultBanner} role="alert">
      <span aria-hidden="true">⚠ </span>
      {t(`faults.${autoclave.fault}`)}
    </p>
  );
}

/** The measured values of one autoclave as a definition list: shared by the tiles and the detailed view. */
export function AutoclaveFacts({ autoclave }: { autoclave: Autoclave }) {
  const { t, formats } = useAutoclaveTexts();
  const program = PROGRAMS[autoclave.program];
  const pressure = chamberPressure(autoclave);
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t("autoclave.chamber")}</dt>
        <dd data-testid="chamber-temperature">{formats.temperature(autoclave.chamberC)}</dd>
      </div>
      <div>
        <dt>{t("autoclave.drain")}</dt>
        <dd>{formats.temperature(autoclave.drainC)}</dd>
      </div>
      <div>
        <dt>{t("autoclave.pressure")}</dt>
        <dd data-testid="chamber-pressure">
          <PressureValue barAbs={pressure} />
        </dd>
      </div>
      <div>
        <dt>{t("autoclave.door")}</dt>
        <dd data-testid="door-state" data-door={autoclave.door}>
          {autoclave.door === "closed" && !autoclave.coils.doorRelease ? (
            <svg width="14" height="16" viewBox="0 0 20 22" className={styles.doorIcon} aria-hidden="true">
              <path d="M 4 8 v -3 a 6 6 0 0 1 12 0 v 3" fill="none" stroke="currentColor" strokeWidth="2.5" />
              <rect x="0" y="8" width="20" height="14" rx="2" fill="currentColor" />
            </svg>
          ) : null}
          {doorText(t, autoclave)}
        </dd>
      </div>
      <div>
        <dt>{t("autoclave.f0")}</dt>
        <dd>{t("autoclave.f0Value", { value: formats.number(autoclave.f0Minutes, 1) })}</dd>
      </div>
      <div>
        <dt>{t("autoclave.hold")}</dt>
        <dd>
          {t("autoclave.holdValue", {
            done: formats.minutes(Math.min(autoclave.holdSeconds, program.holdSeconds)),
            total: formats.minutes(program.holdSeconds),
          })}
        </dd>
      </div>
    </dl>
  );
}
