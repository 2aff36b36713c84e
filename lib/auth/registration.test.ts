import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const dataDir = mkdtempSync(join(tmpdir(), "auth-registration-"));
const sendMail = vi.fn();

vi.mock("@/lib/mail/send", () => ({ sendMail: (message: unknown) => sendMail(message) }));
/** The mail's texts as keys with their values, so the test reads what was filled in where. */
const texts = (key: string, values?: Record<string, string>) => `${key}${values ? JSON.stringify(values) : ""}`;

beforeAll(() => {
  process.env.DATA_DIR = dataDir;
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe("registration of a personal account", () => {
  it("mails the initial password and stores only its hash", async () => {
    const { registerAccount } = await import("@/lib/auth/registration");
    const { findAccountByName } = await import("@/lib/db/accounts");
    const { verifyPassword } = await import("@/lib/crypto/password-hash");
    sendMail.mockResolvedValueOnce({ ok: true, via: "outbox", file: "x.eml" });
    expect(await registerAccount("forum", "de", { email: "Anna@Example.org", userName: "Anna Maria" }, "203.0.113.1", texts)).toEqual({ ok: true });
    const message = sendMail.mock.calls[0]?.[0] as { to: string; text: string; subject: string };
    expect(message.to).toBe("Anna@Example.org");
    const password = /^([A-Za-z0-9]{5}(?:-[A-Za-z0-9]{5}){3})$/m.exec(message.text)?.[1] ?? "";
    const account = await findAccountByName("forum", "anna maria");
    expect(account).toMatchObject({ userName: "Anna Maria", email: "Anna@Example.org", entitled: false });
    expect(account?.passwordHash).not.toContain(password);
    expect(await verifyPassword(password, account?.passwordHash ?? "")).toBe(true);
  });

  it("refuses a name or address already taken on the site (in any case), but not on another site", async () => {
    const { registerAccount } = await import("@/lib/auth/registration");
    sendMail.mockResolvedValue({ ok: true, via: "smtp" });
    expect(await registerAccount("forum", "en", { email: "other@example.org", userName: "ANNA MARIA" }, "203.0.113.1", texts)).toEqual({ ok: false, code: "userNameTaken" });
    expect(await registerAccount("forum", "en", { email: "anna@example.ORG", userName: "Anna2" }, "203.0.113.1", texts)).toEqual({ ok: false, code: "emailTaken" });
    expect(await registerAccount("vault", "en", { email: "anna@example.org", userName: "Anna Maria" }, "203.0.113.1", texts)).toEqual({ ok: true });
    expect(await registerAccount("forum", "en", { email: "debug@example.org", userName: "Debug" }, "203.0.113.1", texts)).toEqual({ ok: false, code: "reservedName" });
  });

  it("leaves no account behind when the mail cannot be sent", async () => {
    const { registerAccount } = await import("@/lib/auth/registration");
    const { findAccountByName } = await import("@/lib/db/accounts");
    sendMail.mockResolvedValueOnce({ ok: false, reason: "connection refused" });
    expect(await registerAccount("forum", "en", { email: "bernd@example.org", userName: "bernd" }, "203.0.113.1", texts)).toEqual({ ok: false, code: "mailFailed" });
    expect(await findAccountByName("forum", "bernd")).toBeUndefined();
    // The same person can try again once mail works.
    sendMail.mockResolvedValueOnce({ ok: true, via: "smtp" });
    expect(await registerAccount("forum", "en", { email: "bernd@example.org", userName: "bernd" }, "203.0.113.1", texts)).toEqual({ ok: true });
  });
});
