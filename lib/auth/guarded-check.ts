import "server-only";
import { recordSignInFailure } from "@/lib/server/metrics";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { rateLimitedResponse } from "./api";
import { passwordPool } from "./password-pool";
import { reserveSignIn } from "./rate-limit";
import type { ClientAddress } from "./request-context";

/** The password pool is full: the client may try again in a moment. */
export function busyResponse(seconds: number): Response {
  return rateLimitedResponse(seconds, `The server is busy checking passwords. Try again in ${seconds} seconds.`);
}

export type GuardedCheck<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * A password check of `userName` from `address`: reserved against the sign-in limits first,
 * then run in the bounded pool. `check` says whether the password was right; a right one
 * forgives this name's and address's earlier mistakes, a wrong one stays counted.
 */
export async function guardedPasswordCheck<T>(
  site: SiteId,
  userName: string,
  address: ClientAddress,
  check: () => Promise<T>,
  isRight: (value: T) => boolean,
): Promise<GuardedCheck<T>> {
  const ticket = await reserveSignIn(site, userName, address);
  if (!ticket.ok) return { ok: false, response: rateLimitedResponse(ticket.retryAfter, `Too many failed sign-ins. Try again in ${ticket.retryAfter} seconds.`) };
  const result = await passwordPool().run(address.value, check);
  if (!result.ok) {
    await ticket.release();
    return { ok: false, response: busyResponse(result.retryAfter) };
  }
  if (isRight(result.value)) await ticket.succeeded();
  else recordSignInFailure();
  return { ok: true, value: result.value };
}
