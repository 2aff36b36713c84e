import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The environment is read in one place, lib/env: each variable is validated there once, start-up
// lists every bad one, and a reader elsewhere could neither bypass the check nor be found by it.

const CODE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
/** Folders that keep their own reads: tests and benchmarks set up servers with environments of their own. */
const SKIPPED_FOLDERS = new Set(["node_modules", ".next", ".git", "tests", "bench", "playwright-report", "test-results", "lib/env"]);
const ENV_READ = /\bprocess\s*(?:\.\s*env\b|\[\s*["'`]env["'`]\s*\])(?:\s*\.\s*(\w+))?|\{[^{}]*\benv\b[^{}]*\}\s*=\s*process\b/g;

/** Reads that stay outside lib/env, each with the reason it must. */
const JUSTIFIED: readonly { file: RegExp; variable?: string; why: string }[] = [
  { file: /./, variable: "NODE_ENV", why: "Next inlines it at build time, so production bundles drop development-only code" },
  { file: /^instrumentation\.ts$/, variable: "NEXT_RUNTIME", why: "Next names the runtime register() runs in; checked before any module of ours loads" },
  { file: /^scripts\/start\.mjs$/, why: "the launcher writes the environment the standalone server then reads" },
  { file: /^scripts\/(e2e-port|screenshots|editing-screenshots)\.mjs$/, why: "test and screenshot tools that start a server with the test environment, as tests/ does" },
  { file: /^playwright\.config\.ts$/, why: "the test runner's own settings" },
];

function codeFiles(folder: string): string[] {
  return readdirSync(folder || ".", { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? join(folder, entry.name) : entry.name;
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(path) || entry.name === "node_modules" ? [] : codeFiles(path);
    return CODE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** `file:line: the read` for every read of the environment in `text` that no exception covers. */
function unjustifiedReads(file: string, text: string): string[] {
  return [...text.matchAll(ENV_READ)]
    .filter(([, variable]) => !JUSTIFIED.some((rule) => rule.file.test(file) && (rule.variable === undefined || rule.variable === variable)))
    .map((match) => `${file}:${text.slice(0, match.index).split("\n").length}: ${match[0]}`);
}

describe("reading the environment", () => {
  it("happens in lib/env only, apart from the justified exceptions", () => {
    expect(codeFiles("").flatMap((file) => unjustifiedReads(file, readFileSync(file, "utf8")))).toEqual([]);
  });

  it("the check finds a read however it is written, and lets the exceptions pass", () => {
    const code = [
      "const url = process.env.DATABASE_URL;",
      'const port = process["env"].PORT;',
      "const { env } = process;",
      "parse(process.env);",
      'if (process.env.NODE_ENV === "production") {}',
    ].join("\n");
    expect(unjustifiedReads("lib/db/probe.ts", code)).toEqual([
      "lib/db/probe.ts:1: process.env.DATABASE_URL",
      'lib/db/probe.ts:2: process["env"].PORT',
      "lib/db/probe.ts:3: { env } = process",
      "lib/db/probe.ts:4: process.env",
    ]);
    expect(unjustifiedReads("instrumentation.ts", 'if (process.env.NEXT_RUNTIME !== "nodejs") return;')).toEqual([]);
    expect(unjustifiedReads("middleware.ts", 'if (process.env.NEXT_RUNTIME !== "nodejs") return;')).toHaveLength(1);
  });

  it("sees the real files: lib/env reads the environment, and is the folder the check leaves out", () => {
    expect(unjustifiedReads("lib/env/server-env.ts", readFileSync("lib/env/server-env.ts", "utf8")).length).toBeGreaterThan(0);
    expect(codeFiles("").some((file) => file.startsWith("lib/env/"))).toBe(false);
    expect(codeFiles("")).toContain("middleware.ts");
  });
});
