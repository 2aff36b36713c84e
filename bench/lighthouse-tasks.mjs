// Where a Lighthouse run's main thread spent its time, from the traces bench/lighthouse.mjs keeps
// with SAVE_DIR: per page, the task groups Lighthouse reports and, inside each, the events that
// took the most time of their own; with two pages named, side by side (the bare Next.js page is the
// framework's floor, so what a site adds over it is what a change can win).
// Usage: node bench/lighthouse-tasks.mjs /tmp/lh/bare-1.trace.json /tmp/lh/syma-1.trace.json
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("Name one or more *.trace.json files written by bench/lighthouse.mjs with SAVE_DIR.");
  process.exit(1);
}

/** Milliseconds of main-thread time by "group › event", counting each event's own time only. */
function breakdown(file) {
  const trace = JSON.parse(readFileSync(file, "utf8"));
  const processed = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, processed.timestamps.timeOrigin);
  const byEvent = new Map();
  const byUrl = new Map();
  for (const task of tasks) {
    const own = task.selfTime;
    const key = `${task.group.label} › ${task.event.name}`;
    byEvent.set(key, (byEvent.get(key) ?? 0) + own);
    if (task.parent) continue;
    const url = task.attributableURLs.at(-1) ?? "(none)";
    byUrl.set(url, (byUrl.get(url) ?? 0) + task.duration);
  }
  return { byEvent, byUrl };
}

const pages = files.map((file) => ({ name: basename(file, ".trace.json"), ...breakdown(file) }));
const rows = (key) => [...new Set(pages.flatMap((page) => [...page[key].keys()]))].map((label) => [label, ...pages.map((page) => page[key].get(label) ?? 0)]);
const print = (title, key) => {
  console.log(`\n${title}\n${["", ...pages.map((page) => page.name)].map((cell, index) => (index === 0 ? cell.padEnd(70) : cell.padStart(10))).join("")}`);
  for (const [label, ...values] of rows(key).sort((a, b) => b.at(-1) - a.at(-1)).slice(0, 25)) {
    console.log(`${label.slice(0, 69).padEnd(70)}${values.map((value) => `${Math.round(value)} ms`.padStart(10)).join("")}`);
  }
};
print("Own time by task group and event", "byEvent");
print("Top-level tasks by the script they are attributed to", "byUrl");
