import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_PARALLEL_READS, RetriesExhaustedError, TRANSLATION_RETRY, limitConcurrency, retryDelays, withRetries } from "@/lib/client/retry";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("translation file retry policy", () => {
  it("waits 350, 700, 1400 and 2800 ms between five tries", () => {
    expect(TRANSLATION_RETRY.tries).toBe(5);
    expect(retryDelays(TRANSLATION_RETRY)).toEqual([350, 700, 1400, 2800]);
  });

  it("tries five times at those moments, then gives up", async () => {
    const started: number[] = [];
    const retries: [number, number][] = [];
    const task = vi.fn(async () => {
      started.push(Date.now());
      throw new Error("offline");
    });
    const t0 = Date.now();
    const result = withRetries(task, TRANSLATION_RETRY, (attempt, delay) => retries.push([attempt, delay]));
    const outcome = result.catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(349);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(699);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1 + 1400 + 2800);
    expect(task).toHaveBeenCalledTimes(5);

    const error = await outcome;
    expect(error).toBeInstanceOf(RetriesExhaustedError);
    expect((error as RetriesExhaustedError).tries).toBe(5);
    expect(started.map((time) => time - t0)).toEqual([0, 350, 1050, 2450, 5250]);
    expect(retries).toEqual([[2, 350], [3, 700], [4, 1400], [5, 2800]]);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(5);
  });

  it("stops retrying as soon as a try succeeds", async () => {
    let calls = 0;
    const result = withRetries(async () => {
      calls += 1;
      if (calls < 3) throw new Error("busy");
      return "file";
    }, TRANSLATION_RETRY);
    await vi.advanceTimersByTimeAsync(350 + 700);
    await expect(result).resolves.toBe("file");
    expect(calls).toBe(3);
  });

  it("runs at most ten reads at once and all of them in the end", async () => {
    expect(MAX_PARALLEL_READS).toBe(10);
    const limit = limitConcurrency(MAX_PARALLEL_READS);
    let running = 0;
    let highest = 0;
    const read = (index: number) =>
      limit(async () => {
        running += 1;
        highest = Math.max(highest, running);
        await new Promise((resolve) => setTimeout(resolve, 100 + (index % 3) * 50));
        running -= 1;
        return index;
      });
    const all = Promise.all(Array.from({ length: 25 }, (_, index) => read(index)));
    await vi.advanceTimersByTimeAsync(0);
    expect(running).toBe(10);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(all).resolves.toEqual(Array.from({ length: 25 }, (_, index) => index));
    expect(highest).toBe(10);
  });

  it("frees the place of a read that failed", async () => {
    const limit = limitConcurrency(1);
    const failed = limit(() => Promise.reject(new Error("no")));
    const next = limit(async () => "next");
    await expect(failed).rejects.toThrow("no");
    await expect(next).resolves.toBe("next");
  });
});
