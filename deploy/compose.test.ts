import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

interface Service {
  image?: string;
  build?: { context: string };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
}
const compose = parse(readFileSync("deploy/compose.yaml", "utf8"), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const { services } = compose;
const apps = Object.entries(services).filter(([, service]) => service.build?.context === "..");
const upstream = readFileSync("deploy/nginx/multisite-upstream.compose.conf", "utf8");

describe("deploy/compose.yaml", () => {
  it("runs two replicas of the one app image on PostgreSQL, started only when PostgreSQL is healthy", () => {
    expect(apps.map(([name]) => name)).toEqual(["app1", "app2"]);
    for (const [, app] of apps) {
      expect(app.image).toBe(apps[0]![1].image);
      expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/multisite:\$\{POSTGRES_PASSWORD:\?[^}]*\}@postgres:5432\/multisite$/);
      expect(app.depends_on?.postgres).toEqual({ condition: "service_healthy" });
      expect(app.healthcheck?.test.join(" ")).toContain("http://127.0.0.1:3000/api/health'");
      expect(app.environment?.TRUST_PROXY).toBe("true");
    }
  });

  it("takes every secret from the environment and refuses to start without the required ones", () => {
    const environment = apps[0]![1].environment ?? {};
    for (const name of ["SESSION_SECRET", "JWT_SECRET"]) expect(environment[name]).toMatch(new RegExp(`^\\$\\{${name}:\\?`));
    const literal = Object.entries(environment).filter(([name, value]) => /SECRET|PASSWORD|TOKEN|SHARED_LOGIN|SMTP/.test(name) && !value.includes("${"));
    expect(literal).toEqual([]);
  });

  it("PostgreSQL keeps its data on a volume and has its own healthcheck", () => {
    const postgres = services.postgres!;
    expect(postgres.volumes).toContain("postgres-data:/var/lib/postgresql/data");
    expect(Object.keys(compose.volumes)).toContain("postgres-data");
    expect(postgres.healthcheck?.test.join(" ")).toContain("pg_isready");
  });

  it("nginx uses the example configuration with an upstream that lists both replicas", () => {
    const nginx = services.nginx!;
    expect(nginx.volumes).toEqual(
      expect.arrayContaining([
        "./nginx/multisite.conf:/etc/nginx/conf.d/multisite.conf:ro",
        "./nginx/multisite-proxy.conf:/etc/nginx/multisite-proxy.conf:ro",
        "./nginx/multisite-upstream.compose.conf:/etc/nginx/multisite-upstream.conf:ro",
      ]),
    );
    expect(readFileSync("deploy/nginx/multisite.conf", "utf8")).toContain("include /etc/nginx/multisite-upstream.conf;");
    const servers = [...upstream.matchAll(/^\s*server (\S+?):3000\b/gm)].map((match) => match[1]);
    expect(servers).toEqual(apps.map(([name]) => name));
    expect(nginx.depends_on).toEqual({ app1: { condition: "service_healthy" }, app2: { condition: "service_healthy" } });
  });
});
