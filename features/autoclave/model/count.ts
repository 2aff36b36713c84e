/** Number of autoclaves the simulation runs, as the visitor types it. */
export const AUTOCLAVE_COUNT_RANGE = { min: 1, max: 30 } as const;

export type CountResult =
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly min: number; readonly max: number };

/** Reads the number of autoclaves; anything but a whole number from 1 to 30 is refused. */
export function parseAutoclaveCount(text: string): CountResult {
  const trimmed = text.trim();
  const value = /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (Number.isInteger(value) && value >= AUTOCLAVE_COUNT_RANGE.min && value <= AUTOCLAVE_COUNT_RANGE.max) {
    return { ok: true, value };
  }
  return { ok: false, ...AUTOCLAVE_COUNT_RANGE };
}

export function isAutoclaveCount(value: unknown): value is number {
  return (
    typeof value === "number" &&
    Number.isInteger(value) &&
    value >= AUTOCLAVE_COUNT_RANGE.min &&
    value <= AUTOCLAVE_COUNT_RANGE.max
  );
}
