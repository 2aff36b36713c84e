/** Reference temperature and z-value of the F0 value (moist heat, Geobacillus stearothermophilus). */
const F0_REFERENCE_C = 121.1;
const F0_Z_K = 10;
/** Below this the lethal rate is negligible (under 0.01 per minute) and is not counted. */
const F0_COUNT_FROM_C = 100;

/** Lethal rate L = 10^((T − 121.1) / z): equivalent minutes at 121.1 °C per minute at T. */
export function lethalRate(temperatureC: number): number {
  return 10 ** ((temperatureC - F0_REFERENCE_C) / F0_Z_K);
}

/** F0 gained in a step, in minutes. */
export function f0Increment(temperatureC: number, stepSeconds: number): number {
  if (temperatureC < F0_COUNT_FROM_C) return 0;
  return (lethalRate(temperatureC) * stepSeconds) / 60;
}
