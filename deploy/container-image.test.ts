import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

const dockerfile = readFileSync("Dockerfile", "utf8");
const runStage = dockerfile.slice(dockerfile.indexOf(" AS run"));
const instructions = (stage: string) => stage.replace(/\\\n/g, " ").split("\n").filter((line) => /^[A-Z]+ /.test(line));

/** The project's files a script loads when Node runs it: its relative imports, without those of types only. */
function loadedFiles(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, specifier] of readFileSync(file, "utf8").matchAll(/^import (?!type )[^;]*?from "(\.{1,2}\/[^"]+)";/gm)) {
    loadedFiles(normalize(join(dirname(file), specifier!)), seen);
  }
  return seen;
}

describe("container image", () => {
  it("installs exactly the lockfile's versions", () => {
    expect(instructions(dockerfile).filter((line) => /npm (ci|install)/.test(line))).toEqual(["RUN npm ci --no-audit --no-fund"]);
    // `npm ci` refuses a lockfile that lacks an optional package of another platform.
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { optionalDependencies?: Record<string, string> }> };
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !lock.packages[`node_modules/${name}`] && !lock.packages[`${path}/node_modules/${name}`])
        .map((name) => `${path} → ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("runs as an unprivileged user who can write the data volume and nothing of the application", () => {
    const lines = instructions(runStage);
    expect(lines.filter((line) => line.startsWith("COPY")).every((line) => !line.includes("--chown"))).toBe(true);
    const chowns = lines.join("\n").match(/chown [^&\n]+/g) ?? [];
    expect(chowns).toEqual(["chown app:app /data "]);
    expect(lines).toContain("RUN chmod -R go-w /app");
    expect(lines.filter((line) => line.startsWith("USER"))).toEqual(["USER app"]);
    const lastWrite = Math.max(...lines.map((line, index) => (line.startsWith("COPY") || line.startsWith("RUN") ? index : -1)));
    expect(lines.indexOf("USER app")).toBeGreaterThan(lastWrite);
  });

  it("holds every file the operator's commands load (Node runs them as they are, from these copies)", () => {
    const copies = instructions(runStage).filter((line) => line.startsWith("COPY --from=build"));
    const copied = new Set(copies.flatMap((line) => line.split(/\s+/).filter((part) => part.startsWith("/app/")).map((part) => part.slice("/app/".length))));
    const scripts = [...copied].filter((path) => path.startsWith("scripts/") && path.endsWith(".ts"));
    expect(scripts.sort()).toEqual(["scripts/accounts.ts", "scripts/db-backup.ts", "scripts/hash-password.ts"]);
    const loaded = new Set(scripts.flatMap((script) => [...loadedFiles(script)]));
    expect(loaded.has("lib/env/database.ts")).toBe(true);
    expect([...loaded].filter((path) => !copied.has(path))).toEqual([]);
  });
});
