import { TREND_STRIDE } from "./model/protocol";
import styles from "./autoclave.module.css";
import { useAutoclaveTexts } from "./texts";

interface ChartSeries {
  readonly id: string;
  readonly label: string;
  readonly colour: string;
  /** A dash pattern, so that colour is not the only cue. */
  readonly dash?: string;
  readonly axis: "left" | "right";
  /** Trend samples (TREND_STRIDE numbers each) and which of their values to draw. */
  readonly samples: readonly number[];
  readonly field: 1 | 2 | 3;
}

export interface ChartAxis {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly unit: string;
  readonly digits: number;
}

interface TrendChartProps {
  label: string;
  series: readonly ChartSeries[];
  endSeconds: number;
  windowSeconds: number;
  left: ChartAxis;
  right?: ChartAxis;
  timeUnit: string;
  showLegend?: boolean;
}

const WIDTH = 720;
const HEIGHT = 274;
const MARGIN = { top: 30, right: 60, bottom: 32, left: 56 };
const MAX_POINTS = 360;

/** A line chart over simulated time; drawn left to right in every language, as trend recorders are. */
export function TrendChart({ label, series, endSeconds, windowSeconds, left, right, timeUnit, showLegend = true }: TrendChartProps) {
  const { formats } = useAutoclaveTexts();
  const start = Math.max(0, endSeconds - windowSeconds);
  const end = Math.max(start + windowSeconds, endSeconds);
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (seconds: number) => MARGIN.left + ((seconds - start) / (end - start)) * plotWidth;
  const y = (value: number, axis: ChartAxis) =>
    MARGIN.top + (1 - (Math.min(axis.max, Math.max(axis.min, value)) - axis.min) / (axis.max - axis.min)) * plotHeight;
  const ticks = (axis: ChartAxis) => {
    const values: number[] = [];
    for (let value = axis.min; value <= axis.max + 1e-9; value += axis.step) values.push(value);
    return values;
  };
  const minuteStep = windowSeconds > 3600 ? 30 : windowSeconds > 1800 ? 10 : 5;
  const timeTicks: number[] = [];
  for (let minute = Math.ceil(start / 60 / minuteStep) * minuteStep; minute * 60 <= end; minute += minuteStep) timeTicks.push(minute);

  return (
    <figure className={styles.chart}>
      <div className={styles.drawingBox} tabIndex={0} role="region" aria-label={label}>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} direction="ltr" className={styles.chartSvg}>
          <title>{label}</title>
          {ticks(left).map((value) => (
            <g key={`l${value}`}>
              <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(value, left)} y2={y(value, left)} className={styles.gridLine} />
              <text x={MARGIN.left - 6} y={y(value, left) + 4} textAnchor="end" className={styles.axisText}>
                {formats.number(value, left.digits)}
              </text>
            </g>
          ))}
          {right
            ? ticks(right).map((value) => (
                <text key={`r${value}`} x={WIDTH - MARGIN.right + 6} y={y(value, right) + 4} className={styles.axisText}>
                  {formats.number(value, right.digits)}
                </text>
              ))
            : null}
          {timeTicks.map((minute) => (
            <g key={`t${minute}`}>
              <line x1={x(minute * 60)} x2={x(minute * 60)} y1={MARGIN.top} y2={HEIGHT - MARGIN.bottom} className={styles.gridLine} />
              <text x={x(minute * 60)} y={HEIGHT - MARGIN.bottom + 16} textAnchor="middle" className={styles.axisText}>
                {formats.number(minute, 0)}
              </text>
            </g>
          ))}
          <text x={MARGIN.left} y={MARGIN.top - 14} textAnchor="middle" className={styles.axisUnit}>
            {left.unit}
          </text>
          {right ? (
            <text x={WIDTH - MARGIN.right} y={MARGIN.top - 14} textAnchor="middle" className={styles.axisUnit}>
              {right.unit}
            </text>
          ) : null}
          <text x={WIDTH - MARGIN.right + 30} y={HEIGHT - 4} textAnchor="middle" className={styles.axisUnit}>
            {timeUnit}
          </text>
          <rect x={MARGIN.left} y={MARGIN.top} width={plotWidth} height={plotHeight} className={styles.plotFrame} />
          {series.map((entry) => (
            <polyline
              key={entry.id}
              points={points(entry, start, (seconds) => x(seconds), (value) => y(value, entry.axis === "left" ? left : (right ?? left)))}
              fill="none"
              stroke={entry.colour}
              strokeWidth={2}
              strokeDasharray={entry.dash}
              strokeLinejoin="round"
            />
          ))}
        </svg>
      </div>
      {showLegend ? (
        <figcaption>
          <ul className={styles.legend}>
            {series.map((entry) => (
              <li key={entry.id}>
                <svg width="28" height="10" aria-hidden="true">
                  <line x1="0" x2="28" y1="5" y2="5" stroke={entry.colour} strokeWidth="3" strokeDasharray={entry.dash} />
                </svg>
                {entry.label}
              </li>
            ))}
          </ul>
        </figcaption>
      ) : null}
    </figure>
  );
}

function points(entry: ChartSeries, start: number, x: (seconds: number) => number, y: (value: number) => number): string {
  const { samples, field } = entry;
  let first = 0;
  while (first < samples.length && (samples[first] ?? 0) < start) first += TREND_STRIDE;
  const count = (samples.length - first) / TREND_STRIDE;
  const every = Math.max(1, Math.ceil(count / MAX_POINTS));
  const parts: string[] = [];
  for (let index = first; index < samples.length; index += TREND_STRIDE * every) {
    parts.push(`${x(samples[index] ?? 0).toFixed(1)},${y(samples[index + field] ?? 0).toFixed(1)}`);
  }
  const last = samples.length - TREND_STRIDE;
  if (last >= first && (last - first) % (TREND_STRIDE * every) !== 0) {
    parts.push(`${x(samples[last] ?? 0).toFixed(1)},${y(samples[last + field] ?? 0).toFixed(1)}`);
  }
  return parts.join(" ");
}
