import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadUnavailableTexts } from "@/lib/server/database-outage";
import { markDatabaseUnavailable } from "@/lib/server/outage-scope";
import { installRequestIntake } from "@/lib/server/request-intake";

let server: Server;
let port = 0;

beforeAll(async () => {
  installRequestIntake(false);
  await loadUnavailableTexts();
  server = createServer(async (request, response) => {
    // As in a page: the database fails some awaits later, then the framework answers 500.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (request.url?.includes("database")) markDatabaseUnavailable();
    response.statusCode = request.url?.endsWith("/ok") ? 200 : 500;
    response.setHeader("Content-Type", "text/html");
    response.write("<html>framework error page");
    response.end("</html>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const fetchPath = (path: string) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    get({ host: "127.0.0.1", port, path }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    }).on("error", reject);
  });

describe("a failure caused by the unreachable database", () => {
  it("becomes 503 with Retry-After and a notice in the page's language instead of the framework's 500", async () => {
    const page = await fetchPath("/de/dashboard?database");
    expect(page.status).toBe(503);
    expect(page.headers["retry-after"]).toBe("30");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain('<html lang="de" dir="ltr">');
    expect(page.body).toContain("Der Mitgliederbereich erreicht seine Datenbank gerade nicht.");
    expect(page.body).not.toContain("framework error page");
    const arabic = await fetchPath("/ar/intern/chat?database");
    expect(arabic.body).toContain('dir="rtl"');
  });

  it("an API route answers JSON with its code", async () => {
    const api = await fetchPath("/api/login?database");
    expect(api.status).toBe(503);
    expect(JSON.parse(api.body)).toMatchObject({ code: "databaseUnavailable", retryAfter: 30 });
  });

  it("other 500s and every success stay as they are", async () => {
    const other = await fetchPath("/en/dashboard");
    expect(other.status).toBe(500);
    expect(other.body).toBe("<html>framework error page</html>");
    expect((await fetchPath("/en/database/ok")).status).toBe(200);
  });
});
