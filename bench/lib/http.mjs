// A GET to 127.0.0.1 with any Host header (fetch forbids setting Host); with `tls`, over https
// without checking the certificate (the benches make their own for each run).
import { request } from "node:http";
import { request as requestTls } from "node:https";

export function get({ port, host, path, headers = {}, tls = false }) {
  return new Promise((resolve, reject) => {
    const options = { host: "127.0.0.1", port, path, headers: { host, ...headers }, ...(tls ? { rejectUnauthorized: false } : {}) };
    const req = (tls ? requestTls : request)(options, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}
