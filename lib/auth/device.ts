import "server-only";
import { cookies } from "next/headers";
import { findAccountByName } from "@/lib/db/accounts";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { authConfig } from "./config";
import { cookieOptions, deviceCookieName } from "./cookie";
import { accountsKnownAs, DEVICE_TRUST_SECONDS, signDeviceCookie, verifyDeviceCookie, withSignIn, type Device } from "./device-cookie";
import type { SiteContext } from "./route-handler";
import type { Identity } from "./session";

/** The device cookie of this request, verified for its site; undefined without one or when it does not hold. */
export async function requestDevice(context: SiteContext): Promise<Device | undefined> {
  const raw = (await cookies()).get(deviceCookieName(context.protocol))?.value;
  return raw === undefined ? undefined : verifyDeviceCookie(raw, context.site, authConfig().secrets.deviceKey);
}

/**
 * The device's id when it has signed in as this name before: at the shared level (no e-mail
 * address) as the shared name, with an e-mail address as the personal account that holds the
 * name now. Otherwise undefined: an unknown device.
 */
export async function knownDeviceForSignIn(device: Device | undefined, site: SiteId, credentials: { userName: string; email: string }): Promise<string | undefined> {
  if (!device) return undefined;
  const accounts = accountsKnownAs(device, credentials.userName);
  if (credentials.email === "") return accounts.includes(null) ? device.id : undefined;
  if (!accounts.some((account) => account !== null)) return undefined;
  const account = await findAccountByName(site, credentials.userName);
  return account && accounts.includes(account.id) ? device.id : undefined;
}

/** The device's id when it has signed in as this personal account before. */
export function knownDeviceForAccount(device: Device | undefined, account: { userName: string; id: number }): string | undefined {
  return device && accountsKnownAs(device, account.userName).includes(account.id) ? device.id : undefined;
}

/** After a successful sign-in: the browser is known for this name (and account) for the next 180 days. */
export async function rememberDevice(context: SiteContext, device: Device | undefined, identity: Identity): Promise<void> {
  const value = await signDeviceCookie(withSignIn(device, identity), context.site, authConfig().secrets.deviceKey);
  (await cookies()).set(deviceCookieName(context.protocol), value, cookieOptions(context.protocol, DEVICE_TRUST_SECONDS));
}
