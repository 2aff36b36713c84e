// Reads a V8 .cpuprofile (node --cpu-prof): self time by function and by module, and the
// inclusive time of the frames whose name or file matches a labelled pattern.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sourceMap from "source-map";

const consumers = new Map();

/** The source map of a built file: beside it, or (standalone copy) beside the project's original. */
function consumerOf(url) {
  if (consumers.has(url)) return consumers.get(url);
  let consumer;
  try {
    const file = url.startsWith("file://") ? fileURLToPath(url) : url;
    const candidates = [`${file}.map`, `${file.replace("/.next/standalone/", "/")}.map`];
    const map = candidates.find((candidate) => existsSync(candidate));
    if (map) consumer = new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(map, "utf8")));
  } catch {
    consumer = undefined;
  }
  consumers.set(url, consumer);
  return consumer;
}

/**
 * A source map's source as a path from the project root, e.g. `/project/lib/auth/session.ts` or
 * `/project/node_modules/next/dist/compiled/react-dom/…` (Next's runtimes name their own sources
 * `webpack://next/./dist/…`; Turbopack's chunks `../../../../lib/…` or `turbopack:///[project]/…`).
 */
function projectPathOf(source) {
  const path = decodeURIComponent(source.replace(/ \[[^\]]+\].*$/, ""));
  if (path.startsWith("webpack://next/")) return `/project/node_modules/next/${path.slice("webpack://next/".length).replace(/^\.\//, "")}`;
  return `/project/${path.replace(/^turbopack:\/\/\/\[project\]\//, "").replace(/^(\.\.\/)+/, "")}`;
}

/**
 * The original file of a frame in bundled code (Next's runtimes, Turbopack's chunks), through
 * their source maps, so time in a chunk is told apart by the module it came from.
 */
function originalOf(callFrame) {
  if (!callFrame.url || !/\.next\/|node_modules\/next\/dist\/compiled/.test(callFrame.url)) return callFrame;
  const consumer = consumerOf(callFrame.url);
  if (!consumer) return callFrame;
  const position = consumer.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
  if (!position.source) return callFrame;
  return {
    functionName: callFrame.functionName,
    url: projectPathOf(position.source),
    lineNumber: (position.line ?? 1) - 1,
    columnNumber: position.column ?? 0,
  };
}

/** "next/server/web", "next/compiled/react-dom", "iron-session", "node:crypto", "lib/auth/session.ts", "(garbage collector)". */
function moduleOf(url, functionName) {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const inNodeModules = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
  if (inNodeModules) {
    const [, pkg, rest] = inNodeModules;
    // Next ships React and its server runtimes precompiled inside next/dist/compiled.
    const compiled = /^dist\/compiled\/((?:@[^/]+\/)?[^/]+)/.exec(rest);
    if (pkg === "next" && compiled) return `next/compiled/${compiled[1]}`;
    return pkg === "next" ? `next/${rest.replace(/^(src|dist)\/(esm\/)?/, "").split("/").slice(0, 2).join("/")}` : pkg;
  }
  if (url.startsWith("node:")) return url.replace(/^node:internal\//, "node:").split("/").slice(0, 2).join("/");
  const own = /^\/project\/(.*)$/.exec(url);
  if (own) return own[1];
  const chunk = /\.next\/server\/(.*)$/.exec(url);
  if (chunk) return `.next/server/${chunk[1]}`;
  return url.replace(/^file:\/\//, "").split("/").slice(-2).join("/");
}

/** `skipMs`: samples of the first milliseconds of the run (start-up, warm-up) are left out. */
export function analyseCpuProfile(path, { markers = {}, skipMs = 0 } = {}) {
  const profile = JSON.parse(readFileSync(path, "utf8"));
  const byId = new Map(profile.nodes.map((node) => [node.id, { ...node, callFrame: originalOf(node.callFrame) }]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const selfMicros = new Map();
  let elapsed = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    elapsed += delta;
    if (elapsed >= skipMs * 1000) selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
  });
  const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);

  const byFunction = new Map();
  const byModule = new Map();
  const inclusive = new Map(Object.keys(markers).map((label) => [label, 0]));
  for (const [id, micros] of selfMicros) {
    const { callFrame } = byId.get(id);
    const owner = moduleOf(callFrame.url, callFrame.functionName);
    const fn = `${callFrame.functionName || "(anonymous)"}  ${owner}:${callFrame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
    byModule.set(owner, (byModule.get(owner) ?? 0) + micros);
    // A sample counts once for each labelled frame on its stack (labels may nest).
    const seen = new Set();
    for (let cursor = id; cursor !== undefined; cursor = parentOf.get(cursor)) {
      const frame = byId.get(cursor).callFrame;
      for (const [label, test] of Object.entries(markers)) {
        if (!seen.has(label) && test(frame)) {
          seen.add(label);
          inclusive.set(label, inclusive.get(label) + micros);
        }
      }
    }
  }
  const top = (map, count) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => ({ name, "ms": (micros / 1000).toFixed(0), share: `${((micros / total) * 100).toFixed(1)} %` }));
  return {
    totalMs: total / 1000,
    functions: (count = 25) => top(byFunction, count),
    modules: (count = 20) => top(byModule, count),
    markers: () => top(inclusive, inclusive.size),
  };
}
