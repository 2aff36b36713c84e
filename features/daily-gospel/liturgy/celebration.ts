import type { CelebrationKey, LiturgicalColour, Rank } from "./types";

/**
 * Positions in the Table of Liturgical Days (Universal Norms, no. 59): the lower
 * the number, the stronger the day. Only the positions this library uses appear.
 */
export const PRECEDENCE = {
  triduum: 1,
  principal: 2,
  solemnity: 3,
  feastOfTheLord: 5,
  ordinarySunday: 6,
  feast: 7,
  privilegedWeekday: 9,
  memorial: 10,
  weekday: 13,
} as const;

export type Precedence = (typeof PRECEDENCE)[keyof typeof PRECEDENCE];

export interface Celebration {
  readonly key: CelebrationKey;
  readonly rank: Rank;
  readonly colour: LiturgicalColour;
  readonly precedence: Precedence;
}
