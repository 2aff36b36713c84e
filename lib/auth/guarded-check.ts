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

interface CheckedName {
  readonly site: SiteId;
  readonly userName: string;
  readonly address: ClientAddress;
  /** The id of the browser when its device cookie says it signed in as `userName` before (lib/auth/device.ts). */
  readonly knownDevice: string | undefined;
}

/**
 * A password check of a name from an address and browser: reserved against the sign-in limits
 * first, then run in the bounded pool, in the lane the reservation chose. `isRight` says
 * whether the password was right; a right one forgives this name's earlier mistakes from this
 * address and browser, a wrong one stays counted.
 */
export async function guardedPasswordCheck<T>(attempt: CheckedName, check: () => Promise<T>, isRight: (value: T) => boolean): Promise<GuardedCheck<T>> {
  const ticket = await reserveSignIn(attempt.site, attempt.userName, attempt.address, attempt.knownDevice);
  if (!ticket.ok) return { ok: false, response: rateLimitedResponse(ticket.retryAfter, `Too many failed sign-ins. Try again in ${ticket.retryAfter} seconds.`) };
  const result = await passwordPool().run(ticket.lane, attempt.address.value, check);
  if (!result.ok) {
    await ticket.release();
    return { ok: false, response: busyResponse(result.retryAfter) };
  }
  if (isRight(result.value)) {
    await ticket.succeeded();
  } else {
    await ticket.failed();
    recordSignInFailure();
  }
  return { ok: true, value: result.value };
}
