import { barAbsToGauge } from "./model/steam";
import styles from "./autoclave.module.css";
import { useAutoclaveTexts } from "./texts";

/** A pressure as engineers read it: absolute, and gauge (against the standard atmosphere) below. */
export function PressureValue({ barAbs }: { barAbs: number }) {
  const { t, formats } = useAutoclaveTexts();
  return (
    <>
      {formats.pressure(barAbs)} {t("autoclave.barAbs")}
      <span className={styles.secondary}>
        {formats.pressure(barAbsToGauge(barAbs))} {t("autoclave.barGauge")}
      </span>
    </>
  );
}
