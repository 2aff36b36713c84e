// IAPWS-IF97 region 4 (saturation line), equations 30 and 31.
const N = [
  0.11670521452767e4, -0.72421316703206e6, -0.17073846940092e2, 0.1202082470247e5, -0.32325550322333e7,
  0.1491510861353e2, -0.48232657361591e4, 0.40511340542057e6, -0.23855557567849, 0.65017534844798e3,
] as const;
const [N1, N2, N3, N4, N5, N6, N7, N8, N9, N10] = N;

const KELVIN_OFFSET = 273.15;
const MPA_TO_BAR = 10;

/** Validity of IF97 region 4: 273.15 K to the critical point. */
const SATURATION_TEMPERATURE_RANGE_C = { min: 0, max: 373.946 } as const;
const SATURATION_PRESSURE_RANGE_BAR_ABS = { min: 0.00611213, max: 220.64 } as const;

export const STANDARD_ATMOSPHERE_BAR = 1.01325;

/** Pressure of saturated steam in bar (absolute) at a temperature in °C. */
export function saturationPressureBarAbs(tempC: number): number {
  assertWithin(tempC, SATURATION_TEMPERATURE_RANGE_C, "temperature °C");
  const t = tempC + KELVIN_OFFSET;
  const theta = t + N9 / (t - N10);
  const a = theta * theta + N1 * theta + N2;
  const b = N3 * theta * theta + N4 * theta + N5;
  const c = N6 * theta * theta + N7 * theta + N8;
  const pressureMpa = ((2 * c) / (-b + Math.sqrt(b * b - 4 * a * c))) ** 4;
  return pressureMpa * MPA_TO_BAR;
}

/** Temperature of saturated steam in °C at a pressure in bar (absolute); inverse of saturationPressureBarAbs. */
export function saturationTemperatureC(pressureBarAbs: number): number {
  assertWithin(pressureBarAbs, SATURATION_PRESSURE_RANGE_BAR_ABS, "pressure bar abs");
  const beta = (pressureBarAbs / MPA_TO_BAR) ** 0.25;
  const e = beta * beta + N3 * beta + N6;
  const f = N1 * beta * beta + N4 * beta + N7;
  const g = N2 * beta * beta + N5 * beta + N8;
  const d = (2 * g) / (-f - Math.sqrt(f * f - 4 * e * g));
  const t = (N10 + d - Math.sqrt((N10 + d) ** 2 - 4 * (N9 + N10 * d))) / 2;
  return t - KELVIN_OFFSET;
}

export function barAbsToGauge(pressureBarAbs: number, ambientBarAbs: number = STANDARD_ATMOSPHERE_BAR): number {
  return pressureBarAbs - ambientBarAbs;
}

export function gaugeToBarAbs(pressureBarGauge: number, ambientBarAbs: number = STANDARD_ATMOSPHERE_BAR): number {
  return pressureBarGauge + ambientBarAbs;
}

function assertWithin(value: number, range: { readonly min: number; readonly max: number }, what: string): void {
  if (!(value >= range.min && value <= range.max)) {
    throw new RangeError(`${what} ${value} outside ${range.min} … ${range.max}`);
  }
}
