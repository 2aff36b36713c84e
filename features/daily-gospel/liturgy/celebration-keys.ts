import { PROPER_KEYS } from "./proper-of-time";
import { SANCTORAL } from "./sanctoral";
import type { CelebrationKey } from "./types";

/** Every key `LiturgicalDay.celebration` can take, e.g. to check translations are complete. */
export const CELEBRATION_KEYS: readonly CelebrationKey[] = [
  ...PROPER_KEYS,
  ...SANCTORAL.map((entry) => entry.key),
];
