import { afterEach, describe, expect, it, vi } from "vitest";
import { serverEnv, startupProblems } from "@/lib/env/server-env";

const production = { NODE_ENV: "production", SITE_HOSTS_FORUM: "forum.example.org" };

describe("the environment of the server", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("multisite.server-env")];
  });

  it("start-up lists host and sign-in problems together, one line per variable", () => {
    const problems = startupProblems({ ...production, TRUST_PROXY: "maybe", SESSION_SECRET: "tiny", JWT_SECRET: "j".repeat(32) }, undefined);
    expect(problems.map((line) => line.split(":")[0])).toEqual(["TRUST_PROXY", "SESSION_SECRET"]);
  });

  it("names every bad variable of every concern once, in the order of the README's tables", () => {
    const problems = startupProblems({
      EXTRA_HOSTS: "https://spare.example.test/",
      LOG_FORMAT: "xml",
      SESSION_DURATION: "soon",
      MAIL_FROM: "nobody",
      DATABASE_POOL_SIZE: "0",
    }, undefined);
    expect(problems.map((line) => /^[A-Z_]+/.exec(line)?.[0])).toEqual(["EXTRA_HOSTS", "LOG_FORMAT", "SESSION_DURATION", "MAIL_FROM", "DATABASE_POOL_SIZE"]);
    expect(startupProblems({}, undefined)).toEqual([]);
  });

  it("reads each concern of the process once, and a concern on its own (the build has hosts but no secrets yet)", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SITE_HOSTS_FORUM", "forum.example.org");
    vi.stubEnv("SESSION_SECRET", "");
    vi.stubEnv("JWT_SECRET", "");
    expect(serverEnv.hosts().primaryHosts.forum).toBe("forum.example.org");
    expect(() => serverEnv.auth()).toThrow(/SESSION_SECRET: is missing/);
    vi.stubEnv("SITE_HOSTS_FORUM", "other.example.org");
    expect(serverEnv.hosts().primaryHosts.forum).toBe("forum.example.org");
  });

  it("gives the public port of the local origins: PUBLIC_PORT, else PORT, else 3000", () => {
    vi.stubEnv("PUBLIC_PORT", "");
    vi.stubEnv("PORT", "");
    expect(serverEnv.publicPort()).toBe("3000");
    vi.stubEnv("PORT", "4100");
    expect(serverEnv.publicPort()).toBe("4100");
    vi.stubEnv("PUBLIC_PORT", "8443");
    expect(serverEnv.publicPort()).toBe("8443");
  });
});
