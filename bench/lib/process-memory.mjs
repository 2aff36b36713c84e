// Splits a process's resident memory by mapping (/proc/<pid>/smaps): the glibc heap, other
// anonymous memory (V8's heap spaces, malloc arenas of worker threads, Buffers), the node
// binary, native add-ons and shared libraries, and other mapped files.
import { readFileSync } from "node:fs";

export function residentByMapping(pid) {
  const groups = new Map();
  let current = "(anonymous)";
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      const path = header[1].trim();
      if (!path) current = "anonymous (V8 heap spaces, malloc arenas, Buffers)";
      else if (path === "[heap]") current = "[heap] (glibc main arena)";
      else if (path.startsWith("[")) current = path;
      else if (/\/node$|\/nodejs$/.test(path)) current = "node binary";
      else if (path.endsWith(".node")) current = `add-on ${path.split("/").slice(-1)[0]}`;
      else if (/\.so(\.|$)/.test(path)) current = "shared libraries";
      else current = "other mapped files";
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) groups.set(current, (groups.get(current) ?? 0) + Number(rss[1]));
  }
  return [...groups.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([mapping, kib]) => ({ mapping, "RSS MiB": (kib / 1024).toFixed(1) }));
}
