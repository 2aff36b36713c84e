import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QueryTimingPlugin } from "@/lib/db/query-timing";
import { metricsAccess } from "@/lib/auth/metrics-access";
import { metricsText, queryKindOf, recordOpenStream, recordQuery, routeClassOf } from "@/lib/server/metrics";
import { parseOperationsConfig } from "@/lib/env/operations";
import { installRequestIntake } from "@/lib/server/request-intake";

const headers = (entries: Record<string, string>) => new Headers(entries);
const TOKEN = "metrics-token-0123456789abcdef";

/** The value of one series in the text exposition, 0 when it is absent. */
async function seriesValue(series: string): Promise<number> {
  const { body } = await metricsText();
  const line = body.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("route classes", () => {
  it("pages, API, the chat stream, static files, media, health and the metrics themselves", () => {
    expect(routeClassOf("/en/dashboard")).toBe("page");
    expect(routeClassOf("/")).toBe("page");
    expect(routeClassOf("/api/login")).toBe("api");
    expect(routeClassOf("/api/chat/stream?after=4")).toBe("stream");
    expect(routeClassOf("/_next/static/chunks/app.js")).toBe("static");
    expect(routeClassOf("/heroes/forum-800.avif")).toBe("static");
    expect(routeClassOf("/intern/forum/videos/welcome.mp4")).toBe("media");
    expect(routeClassOf("/api/health/live")).toBe("health");
    expect(routeClassOf("/api/metrics")).toBe("metrics");
  });
});

describe("who may read the metrics", () => {
  it("a local client without a token; a remote one only with the right token", () => {
    expect(metricsAccess(headers({ "x-forwarded-for": "127.0.0.1" }), undefined)).toBe("allowed");
    expect(metricsAccess(headers({ "x-forwarded-for": "::ffff:10.0.0.7" }), undefined)).toBe("allowed");
    expect(metricsAccess(headers({ "x-forwarded-for": "203.0.113.9" }), undefined)).toBe("hidden");
    expect(metricsAccess(headers({ "x-forwarded-for": "127.0.0.1, 203.0.113.9" }), TOKEN)).toBe("hidden");
    expect(metricsAccess(headers({ "x-forwarded-for": "203.0.113.9", authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe("allowed");
    expect(metricsAccess(headers({ "x-forwarded-for": "203.0.113.9", authorization: `Bearer ${TOKEN}x` }), TOKEN)).toBe("forbidden");
    expect(metricsAccess(headers({ "x-forwarded-for": "203.0.113.9", authorization: "Bearer anything" }), undefined)).toBe("forbidden");
    expect(metricsAccess(headers({}), TOKEN)).toBe("hidden");
  });
  it("METRICS_TOKEN must be long enough, and a bad one is not repeated in the message", () => {
    const short = parseOperationsConfig({ METRICS_TOKEN: "short-secret" });
    expect(short.ok).toBe(false);
    expect(short.ok ? "" : short.errors.join()).toMatch(/^METRICS_TOKEN: /);
    expect(short.ok ? "" : short.errors.join()).not.toContain("short-secret");
    const good = parseOperationsConfig({ METRICS_TOKEN: TOKEN });
    expect(good.ok && good.config.metricsToken).toBe(TOKEN);
  });
});

describe("figures", () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    installRequestIntake(false, { headersMs: 20_000, requestMs: 30_000 });
    server = createServer((request, response) => {
      response.statusCode = request.url === "/api/login" ? 429 : 200;
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fetchPath = (path: string) =>
    new Promise<void>((resolve, reject) => {
      get({ host: "127.0.0.1", port, path }, (response) => {
        response.resume();
        response.on("end", resolve);
      }).on("error", reject);
    });

  it("every answer is counted by route class and status as it leaves the server; 429s on their own too", async () => {
    const pages = 'multisite_http_requests_total{route_class="page",status="200"}';
    const limited = 'multisite_http_requests_total{route_class="api",status="429"}';
    const before = [await seriesValue(pages), await seriesValue(limited), await seriesValue('multisite_http_rate_limited_total{route_class="api"}')];
    await fetchPath("/en/dashboard");
    await fetchPath("/en/dashboard");
    await fetchPath("/api/login");
    expect(await seriesValue(pages)).toBe(before[0]! + 2);
    expect(await seriesValue(limited)).toBe(before[1]! + 1);
    expect(await seriesValue('multisite_http_rate_limited_total{route_class="api"}')).toBe(before[2]! + 1);
  });

  it("requests the intake refuses (TRACE) are counted with their status", async () => {
    const series = 'multisite_http_requests_total{route_class="page",status="405"}';
    const before = await seriesValue(series);
    await new Promise<void>((resolve, reject) => {
      const request = get({ host: "127.0.0.1", port, path: "/", method: "TRACE" }, (response) => {
        response.resume();
        response.on("end", resolve);
      });
      request.on("error", reject);
    });
    expect(await seriesValue(series)).toBe(before + 1);
  });

  it("open event streams go up and down once each; query times and event-loop lag are exposed", async () => {
    const before = await seriesValue("multisite_chat_open_streams");
    const close = recordOpenStream();
    expect(await seriesValue("multisite_chat_open_streams")).toBe(before + 1);
    close();
    close();
    expect(await seriesValue("multisite_chat_open_streams")).toBe(before);
    recordQuery(queryKindOf("  SELECT 1"), 0.002);
    expect(queryKindOf("insert into chat_messages")).toBe("insert");
    expect(queryKindOf("PRAGMA user_version")).toBe("other");
    expect(await seriesValue('multisite_db_query_duration_seconds_count{kind="select"}')).toBeGreaterThanOrEqual(1);
    const { body, contentType } = await metricsText();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });
});

describe("database query times", () => {
  it("every query through Kysely is timed by the kind of statement", async () => {
    const db = new Kysely<{ notes: { id: number; text: string } }>({ dialect: new SqliteDialect({ database: new Database(":memory:") }), plugins: [new QueryTimingPlugin()] });
    const count = (kind: string) => seriesValue(`multisite_db_query_duration_seconds_count{kind="${kind}"}`);
    const before = { insert: await count("insert"), select: await count("select"), other: await count("other") };
    await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)`.execute(db);
    await db.insertInto("notes").values({ id: 1, text: "a" }).execute();
    await db.selectFrom("notes").selectAll().execute();
    await db.selectFrom("notes").selectAll().execute();
    expect(await count("insert")).toBe(before.insert + 1);
    expect(await count("select")).toBe(before.select + 2);
    expect(await count("other")).toBe(before.other + 1);
    await db.destroy();
  });
});
