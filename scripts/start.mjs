// `npm start`: the standalone server that `npm run build` made, with the defaults a fresh
// clone needs. The standalone server changes into its own folder, so folders given
// relative to the project are made absolute first.
import { existsSync } from "node:fs";
import { resolve } from "node:path";

const server = resolve(".next/standalone/server.js");
if (!existsSync(server)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
process.env.NODE_ENV ??= "production";
process.env.DATA_DIR = resolve(process.env.DATA_DIR ?? "data");
if (process.env.OUTBOX_DIR) process.env.OUTBOX_DIR = resolve(process.env.OUTBOX_DIR);
process.env.INTERN_MEDIA_DIRS = (process.env.INTERN_MEDIA_DIRS || "media/intern")
  .split(",")
  .map((dir) => dir.trim())
  .filter(Boolean)
  .map((dir) => resolve(dir))
  .join(",");
process.env.HOSTNAME = process.env.BIND_ADDRESS ?? "0.0.0.0";
// The server's own shutdown (lib/server/shutdown.ts) ends event streams, keeps answering with
// readiness 503 for a moment and exits with 0; Next's would stop at once and exit with 143.
process.env.NEXT_MANUAL_SIG_HANDLE ??= "1";
await import(server);
