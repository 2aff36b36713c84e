// The house in figures, for a checkout (this one, or another commit's `git worktree`):
//   node --import tsx bench/house.ts [checkout]
// Rooms: code files and lines (tests apart) of app/, components/, each features/<name> and each
// lib/<name>. A signed-in request to /en/dashboard: the project's files its middleware, layouts
// and page load (value imports, static and dynamic; no type-only import, no style sheet or JSON),
// and the longest chain of hops from an entry to the file found last. Exported names nothing else
// imports, by knip (ours, with one configuration for every commit), and those only tests import.
// Hand-written declarations: .d.mts files and the .mjs files they sit beside.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, posix, resolve } from "node:path";

const root = resolve(process.argv[2] ?? ".");
const tracked = execFileSync("git", ["-C", root, "ls-files"], { encoding: "utf8" }).split("\n").filter(Boolean);
const CODE = /\.(ts|tsx|mts|js|mjs|cjs)$/;
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith("tests/");
const isDeclaration = (path: string) => /\.d\.m?ts$/.test(path);
const code = tracked.filter((path) => CODE.test(path) && !isDeclaration(path) && existsSync(join(root, path)));
const linesOf = (path: string) => readFileSync(join(root, path), "utf8").split("\n").length;

function roomOf(path: string): string | undefined {
  const [top, second] = path.split("/");
  if (top === "app" || top === "components") return top;
  if ((top === "features" || top === "lib") && second) return CODE.test(second) ? `${top}/*.*` : `${top}/${second}`;
  return undefined;
}

function rooms(): string[] {
  const figures = new Map<string, { files: number; lines: number; tests: number }>();
  for (const path of code) {
    const room = roomOf(path);
    if (!room) continue;
    const figure = figures.get(room) ?? { files: 0, lines: 0, tests: 0 };
    if (isTest(path)) figure.tests += 1;
    else {
      figure.files += 1;
      figure.lines += linesOf(path);
    }
    figures.set(room, figure);
  }
  return [...figures].sort(([a], [b]) => a.localeCompare(b)).map(([room, { files, lines, tests }]) => `| ${room} | ${files} | ${lines} | ${tests} |`);
}

const IMPORT = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*["']([^"']+)["']|(?:^|[;\n])\s*import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx", "/index.js"];

/** The project files `file` loads; imports of types only leave nothing behind at run time. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  return [...text.matchAll(IMPORT)].flatMap((match) => {
    const [, , typeOnly, clause, fromSpecifier, bareSpecifier, dynamicSpecifier] = match;
    if (typeOnly || (clause && /^\{[^}]*\}$/.test(clause.trim()) && clause.replace(/[{}\s]/g, "").split(",").filter(Boolean).every((name) => name.startsWith("type")))) return [];
    const specifier = fromSpecifier ?? bareSpecifier ?? dynamicSpecifier ?? "";
    const base = specifier.startsWith("@/") ? specifier.slice(2) : specifier.startsWith(".") ? posix.join(posix.dirname(file), specifier) : undefined;
    if (base === undefined) return [];
    const found = EXTENSIONS.map((extension) => base + extension).find((candidate) => code.includes(candidate));
    return found ? [found] : [];
  });
}

function signedInRequest(): string[] {
  // Rendered per request in the members' group before the dashboard was kept per access.
  const page = code.find((path) => /^app\/[^/]+\/\[locale\]\/(\(members\)|kept\/\[access\])\/dashboard\/page\.tsx$/.test(path));
  if (!page) return ["| (no members' dashboard page found) | | |"];
  const layouts: string[] = [];
  for (let folder = dirname(page); folder.startsWith("app"); folder = dirname(folder)) {
    if (code.includes(`${folder}/layout.tsx`)) layouts.push(`${folder}/layout.tsx`);
  }
  const entries = ["middleware.ts", ...layouts, page].filter((path) => code.includes(path));
  const depth = new Map(entries.map((entry) => [entry, 0]));
  const parent = new Map<string, string>();
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const next of importsOf(file)) {
      if (depth.has(next)) continue;
      depth.set(next, depth.get(file)! + 1);
      parent.set(next, file);
      queue.push(next);
    }
  }
  const [deepest, hops] = [...depth].reduce((a, b) => (b[1] > a[1] ? b : a));
  const chain = [deepest];
  while (parent.has(chain[0]!)) chain.unshift(parent.get(chain[0]!)!);
  return [
    `| entries | ${entries.length} | ${entries.join(", ")} |`,
    `| project files loaded | ${depth.size} | of them in app/ ${[...depth.keys()].filter((path) => path.startsWith("app/")).length}, features/ ${[...depth.keys()].filter((path) => path.startsWith("features/")).length}, components/ ${[...depth.keys()].filter((path) => path.startsWith("components/")).length}, lib/ ${[...depth.keys()].filter((path) => path.startsWith("lib/")).length} |`,
    `| longest chain of hops | ${hops} | ${chain.join(" → ")} |`,
  ];
}

/** Exported names and types knip finds no import of (in production mode: none outside tests). */
function unusedExports(production: boolean): number {
  const folder = mkdtempSync(join(tmpdir(), "house-"));
  const config = join(folder, "knip.json");
  const productionEntry = (pattern: string) => `${pattern}!`;
  writeFileSync(
    config,
    JSON.stringify({
      entry: [
        ...[
          "app/**/{page,layout,route,not-found,error,loading,global-error,default,template}.{ts,tsx}",
          "{middleware,instrumentation}.ts",
          // Loaded by name: Next's cache handler and formatter alias, the share picture's child process.
          "lib/**/{page-cache-handler.mjs,format-message.js,share-picture-drawer.mjs}",
          // A feature's public surfaces.
          "features/*/{index,server}.ts",
          "scripts/*.{mjs,ts}",
        ].map(productionEntry),
        "bench/**/*.{mjs,ts}",
        "**/*.test.{ts,tsx}",
        "tests/e2e/**/*.spec.ts",
      ],
      project: ["**/*.{ts,tsx,mjs,js}!"],
      ignore: ["bench/bare-next/**", "tests/repo/fixtures/**"],
    }),
  );
  // A worktree of another commit has no node_modules of its own: knip resolves through ours.
  const modules = join(root, "node_modules");
  const borrowed = !existsSync(modules);
  if (borrowed) symlinkSync(resolve("node_modules"), modules);
  try {
    const args = ["knip", "--config", config, "--directory", root, "--include", "exports,types", "--reporter", "json", "--no-exit-code", "--no-config-hints"];
    const output = execFileSync("npx", production ? [...args, "--production"] : args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    const report = JSON.parse(output) as { issues: { exports?: unknown[]; types?: unknown[] }[] };
    return report.issues.reduce((sum, issue) => sum + (issue.exports?.length ?? 0) + (issue.types?.length ?? 0), 0);
  } finally {
    if (borrowed) rmSync(modules);
    rmSync(folder, { recursive: true, force: true });
  }
}

const declarations = tracked.filter((path) => path.endsWith(".d.mts"));
const paired = declarations.filter((path) => tracked.includes(path.replace(/\.d\.mts$/, ".mjs")));
const tests = code.filter((path) => /\.test\.tsx?$/.test(path));
const unused = unusedExports(false);

console.log(`# The house at ${execFileSync("git", ["-C", root, "log", "-1", "--format=%h %s"], { encoding: "utf8" }).trim().slice(0, 100)}\n`);
console.log("| room | code files | lines | test files |\n|---|---|---|---|");
console.log(rooms().join("\n"));
console.log("\n| a signed-in request to /en/dashboard | count | which |\n|---|---|---|");
console.log(signedInRequest().join("\n"));
console.log("\n| figure | count |\n|---|---|");
console.log(`| exported names and types no other file imports (knip) | ${unused} |`);
console.log(`| … imported by tests only (knip --production, less the above) | ${unusedExports(true) - unused} |`);
console.log(`| hand-written .d.mts files (beside an .mjs) | ${declarations.length} (${paired.length}) |`);
console.log(`| unit test files: beside their code, in one folder (tests/unit) | ${tests.filter((path) => !path.startsWith("tests/")).length}, ${tests.filter((path) => path.startsWith("tests/unit/")).length} |`);
