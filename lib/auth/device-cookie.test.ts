import { randomBytes } from "node:crypto";
import { SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { accountsKnownAs, DEVICE_TRUST_SECONDS, signDeviceCookie, verifyDeviceCookie, withSignIn, type Device } from "./device-cookie";

const key = new Uint8Array(randomBytes(32));
const now = 1_800_000_000_000;
const day = 24 * 3600 * 1000;
const shared = { userName: "forum-members-2025", accountId: null };
const anna = { userName: "Anna Maria", accountId: 42 };

async function cookieOf(device: Device, site = "forum", signingKey = key): Promise<string> {
  return signDeviceCookie(device, site, signingKey);
}

describe("device cookie", () => {
  it("names the device and the names it signed in as, for its site only", async () => {
    const device = withSignIn(withSignIn(undefined, shared, now), anna, now);
    const read = await verifyDeviceCookie(await cookieOf(device), "forum", key, now + day);
    expect(read?.id).toBe(device.id);
    expect(read && accountsKnownAs(read, "FORUM-members-2025", now + day)).toEqual([null]);
    expect(read && accountsKnownAs(read, "anna maria", now + day)).toEqual([42]);
    expect(read && accountsKnownAs(read, "someone else", now + day)).toEqual([]);
    // The cookie does not show the names in plain text.
    expect(Buffer.from((await cookieOf(device)).split(".")[1] ?? "", "base64url").toString("utf8")).not.toMatch(/anna|forum-members/i);
    expect(await verifyDeviceCookie(await cookieOf(device), "vault", key, now + day)).toBeUndefined();
  });

  it("refuses forged, tampered, foreign-keyed, unsigned, expired and malformed cookies without throwing", async () => {
    const device = withSignIn(undefined, shared, now);
    const genuine = await cookieOf(device);
    const [header = "", payload = "", signature = ""] = genuine.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, did: "A".repeat(22) })).toString("base64url");
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === "A" ? "B" : "A"}${signature.at(-1)}`;
    const seconds = Math.floor(now / 1000);
    const forged = {
      otherKey: await cookieOf(device, "forum", new Uint8Array(randomBytes(32))),
      tamperedPayload: `${header}.${otherPayload}.${signature}`,
      tamperedSignature: `${header}.${payload}.${flipped}`,
      unsigned: new UnsecuredJWT(claims).encode(),
      otherAlgorithm: await new SignJWT(claims).setProtectedHeader({ alg: "HS512" }).sign(key),
      futureSignIn: await cookieOf({ id: device.id, names: [{ name: device.names[0]?.name ?? "", account: null, at: seconds + 3600 }] }),
      tooLong: `${genuine}${"A".repeat(3000)}`,
      empty: "",
      garbage: "not a cookie at all",
      json: JSON.stringify(claims),
    };
    for (const [name, raw] of Object.entries(forged)) {
      await expect(verifyDeviceCookie(raw, "forum", key, now + 1000), name).resolves.toBeUndefined();
    }
    expect(await verifyDeviceCookie(genuine, "forum", key, now + 1000)).toEqual(device);
    // 180 days after the last sign-in the browser is unknown again.
    expect(await verifyDeviceCookie(genuine, "forum", key, now + DEVICE_TRUST_SECONDS * 1000 - 1000)).toEqual(device);
    expect(await verifyDeviceCookie(genuine, "forum", key, now + DEVICE_TRUST_SECONDS * 1000 + 1000)).toBeUndefined();
  });

  it("keeps the device id, renews the name signed in as, forgets names past their trust and keeps at most five", async () => {
    const first = withSignIn(undefined, shared, now);
    const later = now + 100 * day;
    const again = withSignIn(first, anna, later);
    expect(again.id).toBe(first.id);
    expect(again.names.map((known) => known.account)).toEqual([42, null]);
    // Beyond the shared name's 180 days only Anna's sign-in is trusted.
    const read = await verifyDeviceCookie(await cookieOf(again), "forum", key, now + 200 * day);
    expect(read?.names.map((known) => known.account)).toEqual([42]);
    let many = again;
    for (let n = 1; n <= 6; n += 1) many = withSignIn(many, { userName: `member ${n}`, accountId: n }, later + n);
    expect(many.names.map((known) => known.account)).toEqual([6, 5, 4, 3, 2]);
    expect(withSignIn(undefined, shared, now).id).not.toBe(first.id);
  });
});
