// Signs a shared member in through the API once; the benchmarks send the cookie with each request.
import { request } from "node:http";

export const benchmarkMember = { userName: "forum-benchmark-members", password: "benchmark-password-2026" };

/** The session cookie(s) of a sign-in as `name=value; name=value`. */
export function signIn({ port, host, userName = benchmarkMember.userName, password = benchmarkMember.password }) {
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
