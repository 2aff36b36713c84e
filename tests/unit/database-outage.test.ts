import { describe, expect, it } from "vitest";
import { answerDatabaseOutage } from "@/lib/auth/api";

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
