import { describe, expect, it } from "vitest";
import { hashPassword, parsePasswordHash, verifyPassword } from "@/lib/crypto/password-hash";
import { generateInitialPassword } from "@/lib/auth/registration";

describe("password hashing (scrypt)", () => {
  it("verifies the right password and refuses a wrong one; the salt makes each hash different", async () => {
    const first = await hashPassword("correct horse battery staple");
    const second = await hashPassword("correct horse battery staple");
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt:15:8:1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/);
    expect(await verifyPassword("correct horse battery staple", first)).toBe(true);
    expect(await verifyPassword("correct horse battery stapLe", first)).toBe(false);
  });

  it("treats composed and decomposed letters as the same password", async () => {
    const hash = await hashPassword("Grüße aus Köln");
    expect(await verifyPassword("Gru\u0308ße aus Ko\u0308ln", hash)).toBe(true);
  });

  it("refuses malformed hashes and parameters that would exhaust memory", async () => {
    expect(parsePasswordHash("plain")).toBeUndefined();
    expect(parsePasswordHash("scrypt:30:8:1:PR3Kl8g576my12PbSqQXjw:EViG9YCiicCxOM9qtSrSBkwS7z6o9sxjDb5W19OCk-k")).toBeUndefined();
    expect(await verifyPassword("anything", "scrypt:15:8:1:short:short")).toBe(false);
  });

  it("initial passwords are four groups of five unambiguous characters, different every time", () => {
    const passwords = new Set(Array.from({ length: 50 }, generateInitialPassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{5}(-[A-HJ-NP-Za-km-z2-9]{5}){3}$/);
  });
});
