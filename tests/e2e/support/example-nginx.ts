import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * nginx with the example configuration of deploy/nginx (its limit zones and the proxy part)
 * in front of a test server, on `port`.
 */
export async function startExampleNginx(port: number, upstreamPort: number): Promise<{ stop(): Promise<void> }> {
  const prefix = mkdtempSync(join(tmpdir(), "e2e-nginx-"));
  const zones = readFileSync("deploy/nginx/multisite.conf", "utf8")
    .split("\n")
    .filter((line) => /^limit_(req|conn)_zone /.test(line))
    .join("\n");
  const conf = `
${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
daemon off;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream multisite_app { server 127.0.0.1:${upstreamPort}; keepalive 8; }
  proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=multisite:1m max_size=16m inactive=1h use_temp_path=off;
  map $http_cookie $multisite_has_cookie { default 1; "" 0; }
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
