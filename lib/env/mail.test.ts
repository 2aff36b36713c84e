import { describe, expect, it } from "vitest";
import { parseMailConfig } from "@/lib/env/mail";

function errorsOf(env: Record<string, string>): string[] {
  const result = parseMailConfig(env);
  return result.ok ? [] : result.errors;
}

describe("mail configuration", () => {
  it("writes to the outbox in the data folder when nothing is set", () => {
    const result = parseMailConfig({});
    expect(result.ok && result.config).toMatchObject({ smtpUrl: undefined, mailFrom: undefined });
    expect(result.ok && result.config.outboxDir.endsWith("/data/outbox")).toBe(true);
    const moved = parseMailConfig({ DATA_DIR: "/srv/multisite" });
    expect(moved.ok && moved.config.outboxDir).toBe("/srv/multisite/outbox");
    const own = parseMailConfig({ DATA_DIR: "/srv/multisite", OUTBOX_DIR: "/var/mail-out" });
    expect(own.ok && own.config.outboxDir).toBe("/var/mail-out");
  });

  it("checks SMTP_URL and MAIL_FROM, and never repeats the SMTP password", () => {
    expect(errorsOf({ SMTP_URL: "smtps://user:pw@mail.example.org:465", MAIL_FROM: "Forum <no-reply@example.org>" })).toEqual([]);
    expect(errorsOf({ SMTP_URL: "http://mail.example.org" })).toEqual([expect.stringMatching(/^SMTP_URL: is not an smtp:\/\/ or smtps:\/\/ URL/)]);
    expect(errorsOf({ SMTP_URL: "http://user:secret-pw@mail.example.org" }).join()).not.toContain("secret-pw");
    expect(errorsOf({ MAIL_FROM: "nobody" })).toEqual([expect.stringMatching(/^MAIL_FROM: is not a sender address/)]);
  });
});
