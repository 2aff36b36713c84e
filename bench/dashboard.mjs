// The signed-in dynamic page /en/dashboard (rendered per request, session checked against
// the database) under 50 connections. The benchmark gives its own server a shared access for
// the forum, signs in once through the API and sends that session cookie with every request.
// Usage: npm run build && node bench/dashboard.mjs   (BENCH_SECONDS=10)
import { request } from "node:http";
import { hashPassword } from "../lib/auth/password-hash.mjs";
import { get } from "./lib/http.mjs";
import { load, table } from "./lib/load.mjs";
import { startServer } from "./lib/server.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = 3430;
const host = `forum.localhost:${port}`;
const userName = "forum-benchmark-members";
const password = "benchmark-password-2026";

function signIn() {
  const body = JSON.stringify({ userName, password, email: "" });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/login",
        method: "POST",
        headers: { host, origin: `http://${host}`, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        const cookie = res.headers["set-cookie"]?.map((line) => line.split(";")[0]).join("; ");
        if (res.statusCode !== 200 || !cookie) reject(new Error(`sign-in answered ${res.statusCode}`));
        else resolve(cookie);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const server = await startServer({ port, env: { SHARED_LOGIN_FORUM: `${userName}:${await hashPassword(password)}`, SESSION_DURATION: "1h" } });
try {
  const cookie = await signIn();
  const page = await get({ port, host, path: "/en/dashboard", headers: { cookie } });
  if (page.status !== 200 || !page.body.toString().includes(userName)) throw new Error(`the dashboard answered ${page.status} without the user`);
  await load({ port, host, path: "/en/dashboard", headers: { cookie }, duration: 2 });
  const result = await load({ port, host, path: "/en/dashboard", headers: { cookie }, duration: seconds });
  console.log(`\nSigned-in dynamic page /en/dashboard, 50 connections, ${seconds} s\n`);
  console.log(table([{ page: "/en/dashboard", "req/s": Math.round(result.requestsPerSecond), "p50 ms": result.p50, "p99 ms": result.p99, failed: result.failed }]));
} finally {
  await server.stop();
}
