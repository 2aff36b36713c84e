// Runs nginx from a generated configuration: one server block serving fixed files from disk
// (the limit), and one that is the example reverse proxy of deploy/nginx in front of Node.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// The repository's example, wherever the bench is started from.
const exampleProxyConf = fileURLToPath(new URL("../../deploy/nginx/multisite-proxy.conf", import.meta.url));
const exampleConf = fileURLToPath(new URL("../../deploy/nginx/multisite.conf", import.meta.url));

// The example's limit zones with an empty key: nothing is limited, the load comes from one address.
const unlimitedZones = `  limit_req_zone "" zone=multisite_sign_in:1m rate=10r/m;
  limit_conn_zone "" zone=multisite_connections:1m;`;

export function nginxAvailable(): boolean {
  return spawnSync("nginx", ["-v"]).status === 0;
}

/**
 * The start of a configuration for the example proxy part (deploy/nginx/multisite-proxy.conf):
 * files in `prefix`, the upstream (one port, or several replicas), the cache zone and the cookie
 * map, up to inside `http {`.
 */
export function nginxBasics(prefix: string, upstreamPort: number | readonly number[]): string {
  // Run as root (as CI does), the workers would otherwise be `nobody` and unable to use the cache folder.
  const user = process.getuid?.() === 0 ? "user root;" : "";
  return `
${user}
worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream multisite_app { ${[upstreamPort].flat().map((port) => `server 127.0.0.1:${port};`).join(" ")} keepalive 64; }
  proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=multisite:20m max_size=256m inactive=1d use_temp_path=off;
  ${exampleCookieMap()}`;
}

/** The example's map of requests that may use the cache, as deploy/nginx/multisite.conf declares it. */
function exampleCookieMap(): string {
  const map = /^map \$http_cookie \$multisite_has_cookie \{\n[\s\S]*?^\}/m.exec(readFileSync(exampleConf, "utf8"))?.[0];
  if (!map) throw new Error(`no map of $multisite_has_cookie in ${exampleConf}`);
  return map;
}

export async function startNginx({
  staticPort,
  proxyPort,
  upstreamPort,
  files,
}: {
  staticPort: number;
  proxyPort: number;
  upstreamPort: number | readonly number[];
  files: Record<string, string | Buffer>;
}): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), "bench-nginx-"));
  const root = join(prefix, "html");
  mkdirSync(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  const conf = `
${nginxBasics(prefix, upstreamPort)}
  keepalive_requests 100000;
${unlimitedZones}
  server {
    listen 127.0.0.1:${staticPort};
    location / { root ${root}; default_type "text/html; charset=utf-8"; }
  }
  server {
    listen 127.0.0.1:${proxyPort};
    include ${exampleProxyConf};
  }
}
`;
  return runNginx(prefix, conf);
}

/**
 * nginx as deploy/nginx/multisite.conf puts it before visitors: TLS and HTTP/2 on `port`, in front
 * of the Node server on `upstreamPort` (the example proxy part, with its cache). With `bare`, the
 * same in front of a second server (the bare Next.js page). The certificate is self-signed for
 * *.localhost and made for this run, so the browser has to be told to accept it.
 */
export async function startTlsProxy({
  port,
  upstreamPort,
  bare,
}: {
  port: number;
  upstreamPort: number;
  bare?: { port: number; upstreamPort: number };
}): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), "bench-nginx-tls-"));
  const certificate = join(prefix, "cert.pem");
  const key = join(prefix, "key.pem");
  const made = spawnSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate, "-days", "2", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,DNS:*.localhost"], { stdio: "ignore" });
  if (made.status !== 0) throw new Error("openssl could not make a certificate for the TLS proxy");
  const tls = `ssl_certificate ${certificate}; ssl_certificate_key ${key}; ssl_protocols TLSv1.2 TLSv1.3;`;
  const conf = `
${nginxBasics(prefix, upstreamPort)}
${unlimitedZones}
  server {
    listen 127.0.0.1:${port} ssl http2;
    ${tls}
    include ${exampleProxyConf};
  }
  ${bare ? `server { listen 127.0.0.1:${bare.port} ssl http2; ${tls} location / { proxy_pass http://127.0.0.1:${bare.upstreamPort}; } }` : ""}
}
`;
  return runNginx(prefix, conf);
}

/** Starts nginx with the configuration in `prefix`; resolves once it runs, to its stop(). */
export interface RunningNginx {
  stop(): Promise<void>;
}

async function runNginx(prefix: string, conf: string): Promise<RunningNginx> {
  writeFileSync(join(prefix, "nginx.conf"), conf);
  const child = spawn("nginx", ["-p", prefix, "-c", join(prefix, "nginx.conf")], { stdio: "ignore", detached: true });
  await new Promise((resolvePromise) => setTimeout(resolvePromise, 500));
  if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}; see ${prefix}/error.log`);
  return {
    async stop() {
      try {
        process.kill(-(child.pid ?? 0), "SIGQUIT");
      } catch {
        return;
      }
      await new Promise((resolvePromise) => child.once("exit", resolvePromise));
    },
  };
}
