/**
 * A random id for browser-side records. crypto.randomUUID exists only in secure contexts
 * (https, localhost); a local preview over plain http on a LAN address gets the same
 * 128 random bits from getRandomValues, which every context has.
 */
export function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
