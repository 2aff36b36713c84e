"use client";

import { useLocale, useTranslations } from "next-intl";
import { writeBaseData } from "@/lib/client/storage";
import { appendLog } from "@/lib/client/storage/log";
import { statisticsGroup } from "./storage/statistics";
import { useBaseData, useGroup } from "@/lib/client/storage/use-group";
import { formatDateTime, formatNumber } from "./format";
import controls from "@/components/tool-ui/controls.module.css";
import styles from "@/components/tool-ui/form.module.css";
import { Switch } from "@/components/tool-ui/switch";

const CHART_ROWS = 10;
const ROW_HEIGHT = 26;

/** Page views per path, counted only in this browser and only when switched on. */
export function StatisticsView() {
  const t = useTranslations("storage.settings.statistics");
  const locale = useLocale();
  const base = useBaseData();
  const [statistics, setStatistics] = useGroup(statisticsGroup);
  const on = base.statistics === true;
  const rows = Object.entries(statistics.paths).sort(([pathA, a], [pathB, b]) => b.views - a.views || pathA.localeCompare(pathB));
  const highest = rows[0]?.[1].views ?? 1;
  const charted = rows.slice(0, CHART_ROWS);

  function toggle() {
    writeBaseData({ statistics: !on });
    appendLog("action", `Statistics switched ${on ? "off" : "on"}`);
  }

  return (
    <>
      <Switch checked={on} label={t("switch")} onToggle={toggle} />
      <p className={controls.note}>{t("help")}</p>
      {rows.length === 0 ? (
        <p className={controls.note}>{t("nothing")}</p>
      ) : (
        <>
          <p className={controls.note}>{t("since", { date: formatDateTime(statistics.since, locale) })}</p>
          <svg
            className={styles.chart}
            viewBox={`0 0 640 ${charted.length * ROW_HEIGHT}`}
            role="img"
            aria-label={t("chart")}
          >
            {charted.map(([path, entry], index) => {
              const width = Math.max(2, Math.round((entry.views / highest) * 400));
              const y = index * ROW_HEIGHT;
              return (
                <g key={path}>
                  <text x={0} y={y + 17} className={styles.chartLabel}>
                    {path.length > 28 ? `${path.slice(0, 27)}…` : path}
                  </text>
                  <rect x={200} y={y + 4} width={width} height={ROW_HEIGHT - 8} rx={3} className={styles.chartBar} />
                  <text x={206 + width} y={y + 17} className={styles.chartLabel}>
                    {formatNumber(entry.views, locale)}
                  </text>
                </g>
              );
            })}
          </svg>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t("path")}</th>
                  <th scope="col" className={styles.number}>
                    {t("views")}
                  </th>
                  <th scope="col">{t("last")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(([path, entry]) => (
                  <tr key={path}>
                    <th scope="row" className={styles.code} dir="ltr">
                      {path}
                    </th>
                    <td className={styles.number}>{formatNumber(entry.views, locale)}</td>
                    <td>{formatDateTime(entry.last, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={controls.actions}>
            <button
              type="button"
              className={controls.button}
              onClick={() => {
                setStatistics({ since: 0, paths: {} });
                appendLog("action", "Statistics cleared");
              }}
            >
              {t("clear")}
            </button>
          </div>
        </>
      )}
    </>
  );
}
