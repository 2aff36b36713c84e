import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { nginxBasics } from "../../../bench/lib/nginx";

/**
 * nginx with the example configuration of deploy/nginx (its limit zones and the proxy part)
 * in front of a test server (or several replicas), on `port`.
 */
export async function startExampleNginx(port: number, upstreamPort: number | readonly number[]): Promise<{ stop(): Promise<void> }> {
  const prefix = mkdtempSync(join(tmpdir(), "e2e-nginx-"));
  const zones = readFileSync("deploy/nginx/multisite.conf", "utf8")
    .split("\n")
    .filter((line) => /^limit_(req|conn)_zone /.test(line))
    .join("\n");
  const conf = `
${nginxBasics(prefix, upstreamPort)}
  ${zones}
  server {
    listen 127.0.0.1:${port};
    include ${resolve("deploy/nginx/multisite-proxy.conf")};
  }
}
`;
  writeFileSync(join(prefix, "nginx.conf"), conf);
  const child: ChildProcess = spawn("nginx", ["-p", prefix, "-c", join(prefix, "nginx.conf")], { stdio: "ignore", detached: true });
  await new Promise((done) => setTimeout(done, 700));
  if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${readFileSync(join(prefix, "error.log"), "utf8")}`);
  return {
    async stop() {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise((done) => child.once("exit", done));
      process.kill(-child.pid, "SIGQUIT");
      await exited;
    },
  };
}
