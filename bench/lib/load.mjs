// Load with autocannon; returns the figures the benchmarks print.
import autocannon from "autocannon";

/** `expectStatus`: the status every answer should have (200 unless a redirect is what is measured). */
export async function load({ port, host, path = "/", method = "GET", body, headers = {}, connections = Number(process.env.BENCH_CONNECTIONS ?? 50), duration, amount, requests, expectStatus = 200 }) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    method,
    ...(body === undefined ? {} : { body }),
    headers: { host, ...headers },
    connections,
    ...(amount ? { amount } : { duration }),
    ...(requests ? { requests } : {}),
  });
  const unexpected = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => Number(status) !== expectStatus)
    .reduce((sum, [, stats]) => sum + stats.count, 0);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    p90: result.latency.p90,
    max: result.latency.max,
    total: result.requests.total,
    failed: result.errors + result.timeouts + (expectStatus === 200 ? result.non2xx : unexpected),
  };
}

export function table(rows) {
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index])).join("  ");
  return [line(columns), line(widths.map((width) => "-".repeat(width))), ...rows.map((row) => line(columns.map((column) => row[column])))].join("\n");
}

/** The value at `share` (0.5 for the median) of values sorted in ascending order. */
export function percentile(sorted, share) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** The median of values in any order. */
export function median(values) {
  return percentile([...values].sort((a, b) => a - b), 0.5);
}
