import { barAbsToGauge } from "@/features/autoclave/model/steam";
import styles from "./autoclave.module.css";
import type { AutoclaveTexts, Formats } from "./texts";

/** A pressure as engineers read it: absolute, and gauge (against the standard atmosphere) below. */
export function PressureValue({ texts, formats, barAbs }: { texts: AutoclaveTexts; formats: Formats; barAbs: number }) {
  return (
    <>
      {formats.pressure(barAbs)} {texts.autoclave.barAbs}
      <span className={styles.secondary}>
        {formats.pressure(barAbsToGauge(barAbs))} {texts.autoclave.barGauge}
      </span>
    </>
  );
}
