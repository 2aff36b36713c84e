import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { answerDatabaseOutage } from "@/lib/auth/api";
import { noteDatabaseOutage } from "@/lib/server/database-outage";
import { answerDatabaseOutageOf } from "@/lib/server/outage-answer";

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
const request = new Request("http://forum.localhost/api/login", { method: "POST" });

describe("a handler whose database does not answer", () => {
  it("answers 503 with Retry-After and a clear reason instead of failing with 500", async () => {
    const response = await answerDatabaseOutage(async () => {
      throw new Error("sign-in failed", { cause: refused });
    })(request);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toMatchObject({ code: "databaseUnavailable", error: expect.stringMatching(/database does not answer/) });
  });

  it("passes its answer through, and lets any other fault through as it is", async () => {
    expect((await answerDatabaseOutage(async () => new Response("ok"))(request)).status).toBe(200);
    await expect(
      answerDatabaseOutage(async () => {
        throw new Error("syntax error at or near SELEC");
      })(request),
    ).rejects.toThrow("syntax error");
  });
});

describe("a page that fails while the database does not answer", () => {
  async function answer(handler: (response: ServerResponse) => void): Promise<{ status: number; retryAfter: string | null; text: string }> {
    const server = createServer((_, response) => {
      answerDatabaseOutageOf(response);
      handler(response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const reply = await fetch(`http://127.0.0.1:${port}/en/dashboard`);
      return { status: reply.status, retryAfter: reply.headers.get("retry-after"), text: await reply.text() };
    } finally {
      server.close();
    }
  }
  const fail = (response: ServerResponse) => {
    response.statusCode = 500;
    response.setHeader("Content-Type", "text/html");
    response.end("<h1>Internal Server Error</h1>");
  };

  it("answers 503 with Retry-After and a page that says so, in place of Next's 500", async () => {
    noteDatabaseOutage(refused);
    const reply = await answer(fail);
    expect(reply).toMatchObject({ status: 503, retryAfter: "5" });
    expect(reply.text).toContain("does not answer at the moment");
  });

  it("leaves other answers alone, and a 500 long after the outage stays a 500", async () => {
    noteDatabaseOutage(refused);
    expect(await answer((response) => response.end("fine"))).toMatchObject({ status: 200, text: "fine" });
    noteDatabaseOutage(refused, Date.now() - 60_000);
    expect(await answer(fail)).toMatchObject({ status: 500, text: "<h1>Internal Server Error</h1>" });
  });
});
