import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// The range logic npm uses; installed with autocannon and better-sqlite3 (untyped here).
const semver = createRequire(import.meta.url)("semver") as { subset(range: string, of: string): boolean };

interface LockedPackage {
  dev?: boolean;
  optional?: boolean;
  engines?: { node?: string };
}
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, LockedPackage> };
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };

describe("the Node versions the project says it supports (package.json engines)", () => {
  it("are the lockfile's and satisfy every runtime dependency's engines", () => {
    const supported = manifest.engines.node;
    expect(lock.packages[""]?.engines?.node).toBe(supported);
    const unmet = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== "" && !entry.dev && !entry.optional && entry.engines?.node)
      .filter(([, entry]) => !semver.subset(supported, entry.engines?.node ?? "*"))
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, "")} wants ${entry.engines?.node}`);
    expect(unmet).toEqual([]);
  });
});
