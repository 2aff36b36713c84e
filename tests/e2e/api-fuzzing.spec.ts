import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { ORIGIN } from "./server-env";
import { sharedLogin, signInEntitled } from "./support/auth";
import { openRawRequest } from "./support/raw-http";

/*
 * Every POST endpoint of the API gets bodies it does not expect: wrong content types, broken
 * JSON, wrong shapes, deep nesting, huge and endless bodies; and the session cookie comes
 * truncated, tampered, foreign, enormous or after log-out. The answer is always a clear 4xx in
 * JSON: never a 500, a stack trace, or a session it should not open.
 */

const SITE = "writing";
const HOST = `${SITE}.localhost`;
const LEAK = /\bat [\w.<>]+ \(|node_modules|\.next\/server|ENOENT|SqliteError|ZodError|TypeError|SyntaxError/;
const BODY_LIMIT = 16 * 1024;

/** Endpoints that read a JSON body, with the session their checks before the body need. */
const BODY_ENDPOINTS = [
  { path: "/api/login", session: "none" },
  { path: "/api/register", session: "shared" },
  { path: "/api/password", session: "personal" },
  { path: "/api/chat/messages", session: "personal" },
  { path: "/api/logout", session: "none" },
] as const;
const ALL_POST_ENDPOINTS = [...BODY_ENDPOINTS.map((endpoint) => endpoint.path), "/api/check-auth-status", "/api/debug-data", "/api/health", "/api/no-such-thing"];

const WRONG_CONTENT_TYPES = ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonp", "application/xml", "", "application/json-seq"];
const MALFORMED_JSON = ['{"userName": "x", ', "{", "[", "nul", "undefined", "{'single': 1}", '{"a": 1,}', "\u0000", '{"a": NaN}', '{"a": 1e}', "\"unterminated", "}{"];
/** Well-formed JSON that no endpoint accepts (log-out takes any object, so only non-objects). */
const WRONG_SHAPES = ["[]", "42", "null", '"text"', "true", "[{}]", "1e999", '"\\ud800"'];
/** Objects whose fields are missing, of the wrong type or out of range for every endpoint. */
const WRONG_FIELDS = [
  '{"userName": 42, "password": ["x"]}',
  '{"userName": {"$gt": ""}, "password": {"$ne": null}}',
  '{"email": "not an address", "userName": "a", "password": ""}',
  '{"currentPassword": "", "newPassword": "short"}',
  '{"body": 12}',
  '{"body": ""}',
  `{"body": "${"x".repeat(1001)}"}`,
  '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"entitled": true}}}',
  '{"userName": "\\u0000\\u0000", "email": "\\ud800@example.test", "locale": "xx"}',
];

interface Sessions {
  shared: string;
  personal: string;
}

let sessions: Sessions;
/** Never holds a session cookie itself: each request names the one it sends. */
let api: APIRequestContext;
let signIn: () => Promise<string>;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  api = await playwright.request.newContext();
  signIn = async () => {
    // A context of its own keeps the cookie out of the fuzzing requests' jar.
    const context = await playwright.request.newContext();
    const login = await context.post(`${ORIGIN}/api/login`, {
      headers: { host: HOST, origin: `http://${HOST}`, "content-type": "application/json" },
      data: Buffer.from(JSON.stringify(sharedLogin(SITE))),
    });
    expect(login.status()).toBe(200);
    const cookie = sessionCookieOf(login);
    await context.dispose();
    return cookie;
  };
  const shared = await signIn();
  const context = await browser.newContext();
  await signInEntitled(await context.newPage(), SITE);
  const personal = (await context.cookies()).find((cookie) => cookie.name === "session")?.value;
  await context.close();
  if (!personal) throw new Error("no personal session");
  sessions = { shared, personal };
});

test.afterAll(async () => {
  await api.dispose();
});

function sessionCookieOf(response: APIResponse): string {
  const value = /(?:^|\n)session=([^;]+)/.exec(response.headersArray().filter((entry) => entry.name.toLowerCase() === "set-cookie").map((entry) => entry.value).join("\n"))?.[1];
  if (!value) throw new Error("no session cookie");
  return value;
}

function post(path: string, body: string | Buffer, session: "none" | keyof Sessions, headers: Record<string, string> = {}): Promise<APIResponse> {
  const cookie: Record<string, string> = session === "none" ? {} : { cookie: `session=${sessions[session]}` };
  return api.post(`${ORIGIN}${path}`, {
    headers: { host: HOST, origin: `http://${HOST}`, "content-type": "application/json", ...cookie, ...headers },
    data: typeof body === "string" ? Buffer.from(body) : body,
    maxRedirects: 0,
  });
}

/** A clear JSON refusal with this status and code, nothing leaked. */
async function expectRefusal(response: APIResponse, status: number, code: string, label: string) {
  const text = await response.text();
  expect(response.status(), `${label}: ${text.slice(0, 200)}`).toBe(status);
  expect(response.headers()["content-type"], label).toMatch(/application\/json/);
  expect(JSON.parse(text), label).toMatchObject({ code });
  expect(text, label).not.toMatch(LEAK);
}

test.describe("API body fuzzing", () => {
  for (const { path, session } of BODY_ENDPOINTS) {
    test(`${path}: wrong content types get 415`, async () => {
      for (const type of WRONG_CONTENT_TYPES) {
        await expectRefusal(await post(path, "{}", session, { "content-type": type }), 415, "unsupportedMediaType", `${path} ${type || "(none)"}`);
      }
    });

    test(`${path}: broken JSON gets 400 malformedJson`, async () => {
      for (const body of MALFORMED_JSON) await expectRefusal(await post(path, body, session), 400, "malformedJson", `${path} ${JSON.stringify(body)}`);
    });

    test(`${path}: wrong shapes and field types get 400 invalidInput`, async () => {
      for (const body of WRONG_SHAPES) await expectRefusal(await post(path, body, session), 400, "invalidInput", `${path} ${body}`);
      if (path === "/api/logout") return;
      for (const body of WRONG_FIELDS) await expectRefusal(await post(path, body, session), 400, "invalidInput", `${path} ${body.slice(0, 80)}`);
    });

    test(`${path}: deep nesting gets 400, beyond the limit 413`, async () => {
      const depth = Math.floor(BODY_LIMIT / 2) - 100;
      await expectRefusal(await post(path, "[".repeat(depth) + "]".repeat(depth), session), 400, "invalidInput", `${path} nested ${depth}`);
      await expectRefusal(await post(path, `{"a":${"[".repeat(100_000)}${"]".repeat(100_000)}}`, session), 413, "bodyTooLarge", `${path} nested 100000`);
    });

    test(`${path}: a body over ${BODY_LIMIT} bytes gets 413, declared or streamed`, async () => {
      const big = JSON.stringify({ userName: "x", password: "y".repeat(BODY_LIMIT), body: "z" });
      await expectRefusal(await post(path, big, session), 413, "bodyTooLarge", `${path} declared`);
      // Without Content-Length (chunked): the limit counts the bytes as they arrive.
      const chunked = await rawPost(path, session, ["Transfer-Encoding: chunked"], chunk(big) + "0\r\n\r\n");
      expect(chunked.status, `${path} chunked`).toBe(413);
      expect(chunked.body).not.toMatch(LEAK);
    });
  }

  test("a huge declared body is refused before it is sent", async () => {
    // 100 MB announced, 64 kB sent: the answer comes without waiting for the rest.
    const request = openRawRequest(rawHead("/api/login", "none", ["Content-Length: 104857600"]));
    request.send("x".repeat(64 * 1024));
    const response = await request.response;
    expect(response.status).toBe(413);
    expect(response.body).toContain("bodyTooLarge");
  });

  test("no POST endpoint answers 500 to any of it, nor to an empty or binary body", async () => {
    const random = Buffer.from(Array.from({ length: 2048 }, (_, index) => (index * 7919) % 256));
    const bodies: (string | Buffer)[] = ["", ...MALFORMED_JSON, ...WRONG_SHAPES, random, Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d])];
    for (const path of ALL_POST_ENDPOINTS) {
      for (const body of bodies) {
        for (const type of ["application/json", "application/octet-stream"]) {
          const response = await post(path, body, "none", { "content-type": type });
          const label = `${path} ${type} ${typeof body === "string" ? JSON.stringify(body) : "binary"}`;
          // An empty JSON body is an empty object: logging out without one is fine.
          const accepted = path === "/api/logout" && body === "" && type === "application/json";
          expect(response.status(), label).toBeGreaterThanOrEqual(accepted ? 200 : 400);
          expect(response.status(), label).toBeLessThan(accepted ? 300 : 500);
          expect(await response.text(), label).not.toMatch(LEAK);
        }
      }
    }
  });

  test("other methods get 405 with a JSON answer", async () => {
    for (const path of ["/api/login", "/api/logout", "/api/register", "/api/password", "/api/check-auth-status"]) {
      for (const method of ["PUT", "DELETE", "PATCH"]) {
        const response = await api.fetch(`${ORIGIN}${path}`, { method, headers: { host: HOST, origin: `http://${HOST}` }, maxRedirects: 0 });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(await response.text()).not.toMatch(LEAK);
      }
    }
  });
});

test.describe("session cookie fuzzing", () => {
  async function authStatus(cookieHeader: string): Promise<number> {
    const response = await api.post(`${ORIGIN}/api/check-auth-status`, {
      headers: { host: HOST, origin: `http://${HOST}`, "content-type": "application/json", cookie: cookieHeader },
      data: Buffer.from("{}"),
    });
    expect(await response.text()).not.toMatch(LEAK);
    return response.status();
  }

  async function dashboard(cookieHeader: string): Promise<number> {
    const response = await api.get(`${ORIGIN}/en/dashboard`, { headers: { host: HOST, cookie: cookieHeader }, maxRedirects: 0 });
    expect(await response.text()).not.toMatch(LEAK);
    return response.status();
  }

  test("truncated, tampered, random, huge or doubled cookies open nothing and break nothing", async () => {
    const good = sessions.shared;
    expect(await authStatus(`session=${good}`)).toBe(200);
    const flipped = (at: number) => `${good.slice(0, at)}${good[at] === "a" ? "b" : "a"}${good.slice(at + 1)}`;
    const forged = [
      "",
      "session=",
      "session",
      // The seal ends in "~2", its format version; cut into the signature before it.
      `session=${good.slice(0, -4)}`,
      `session=${good.slice(0, good.length / 2)}`,
      `session=${good.slice(1)}`,
      `session=${flipped(10)}`,
      `session=${flipped(good.length - 5)}`,
      `session=${good.replace(/^Fe26\.2\*/, "Fe26.1*")}`,
      `session=${"Fe26.2*1*".padEnd(400, "A")}`,
      `session=${"A".repeat(7000)}`,
      "session=%00%ff%fe",
      "session=\u00ff\u00fe",
      "session=a=b=c; session=d",
      `session=garbage; session=${flipped(20)}`,
      `__Host-session=${good}`,
      `Session=${good}`,
    ];
    for (const cookie of forged) {
      expect(await authStatus(cookie), cookie.slice(0, 60)).toBe(401);
      expect(await dashboard(cookie), cookie.slice(0, 60)).toBe(307);
    }
  });

  test("forged, truncated, foreign or malformed device cookies count as none: sign-in works and sets a genuine one", async () => {
    const signInWith = (cookieHeader: string) =>
      api.post(`${ORIGIN}/api/login`, {
        headers: { host: HOST, origin: `http://${HOST}`, "content-type": "application/json", cookie: cookieHeader },
        data: Buffer.from(JSON.stringify(sharedLogin(SITE))),
      });
    const deviceOf = (response: APIResponse) =>
      response
        .headersArray()
        .filter((entry) => entry.name.toLowerCase() === "set-cookie")
        .map((entry) => /^device=([^;]+)/.exec(entry.value)?.[1])
        .find(Boolean) ?? "";
    const first = await signInWith("");
    expect(first.status()).toBe(200);
    const good = deviceOf(first);
    expect(good.split(".")).toHaveLength(3);
    const [header, payload, signature] = good.split(".") as [string, string, string];
    const forged = [
      "device=",
      `device=${good.slice(0, -5)}`,
      `device=${header}.${payload}.${signature.split("").reverse().join("")}`,
      `device=${header}.${payload.slice(2)}.${signature}`,
      `device=eyJhbGciOiJub25lIn0.${payload}.`,
      `device=${"A".repeat(7000)}`,
      "device=%00%ff%fe",
      "device=%E0%A4%A",
      "device=\u00ff\u00fe",
      `device=garbage; device=${good}x`,
      `session=garbage; device=${header}`,
    ];
    for (const cookie of forged) {
      const response = await signInWith(cookie);
      expect(response.status(), cookie.slice(0, 60)).toBe(200);
      expect(await response.text()).not.toMatch(LEAK);
      expect(deviceOf(response).split("."), cookie.slice(0, 60)).toHaveLength(3);
    }
  });

  test("a site's cookie opens nothing on another site, and nothing after log-out", async () => {
    const cookie = await signIn();
    const other = await api.post(`${ORIGIN}/api/check-auth-status`, {
      headers: { host: "forum.localhost", origin: "http://forum.localhost", "content-type": "application/json", cookie: `session=${cookie}` },
      data: Buffer.from("{}"),
    });
    expect(other.status()).toBe(401);
    expect(await authStatus(`session=${cookie}`)).toBe(200);
    const logout = await api.post(`${ORIGIN}/api/logout`, {
      headers: { host: HOST, origin: `http://${HOST}`, "content-type": "application/json", cookie: `session=${cookie}` },
      data: Buffer.from("{}"),
    });
    expect(logout.status()).toBe(200);
    expect(await authStatus(`session=${cookie}`)).toBe(401);
    expect(await dashboard(`session=${cookie}`)).toBe(307);
  });
});

function rawHead(path: string, session: "none" | keyof Sessions, extra: string[]): string {
  const cookie = session === "none" ? [] : [`Cookie: session=${sessions[session]}`];
  return [`POST ${path} HTTP/1.1`, `Host: ${HOST}`, `Origin: http://${HOST}`, "Content-Type: application/json", ...cookie, ...extra].join("\r\n");
}

function rawPost(path: string, session: "none" | keyof Sessions, extra: string[], body: string) {
  const request = openRawRequest(rawHead(path, session, extra));
  request.send(body);
  return request.response;
}

/** The body in chunks of 1 kB, as chunked transfer encoding sends it. */
function chunk(body: string): string {
  let out = "";
  for (let start = 0; start < body.length; start += 1024) {
    const piece = body.slice(start, start + 1024);
    out += `${Buffer.byteLength(piece).toString(16)}\r\n${piece}\r\n`;
  }
  return out;
}
