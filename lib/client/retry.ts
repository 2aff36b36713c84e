/**
 * Retry with doubling delays and a cap on parallel work, for reads the browser makes from the
 * server (translation files: up to 5 tries, 350 ms doubling, at most 10 at once).
 */
export interface RetryPolicy {
  /** Attempts in all, the first one included. */
  tries: number;
  /** Wait before the second attempt; each further wait doubles. */
  firstDelayMs: number;
}

export const TRANSLATION_RETRY: RetryPolicy = { tries: 5, firstDelayMs: 350 };
export const MAX_PARALLEL_READS = 10;

/** The waits between attempts: 350, 700, 1400, 2800 for the translation policy. */
export function retryDelays({ tries, firstDelayMs }: RetryPolicy): number[] {
  return Array.from({ length: Math.max(0, tries - 1) }, (_, index) => firstDelayMs * 2 ** index);
}

export class RetriesExhaustedError extends Error {
  constructor(
    readonly tries: number,
    readonly lastError: unknown,
  ) {
    super(`Gave up after ${tries} tries`, { cause: lastError });
    this.name = "RetriesExhaustedError";
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` until it resolves; after the last failed try it rejects with RetriesExhaustedError. */
export async function withRetries<T>(
  task: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
  onRetry?: (nextAttempt: number, delayMs: number, error: unknown) => void,
): Promise<T> {
  const delays = retryDelays(policy);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      const delay = delays[attempt - 1];
      if (delay === undefined) throw new RetriesExhaustedError(attempt, error);
      onRetry?.(attempt + 1, delay, error);
      await wait(delay);
    }
  }
}

/** Wraps tasks so that at most `max` run at the same time; the others wait in order. */
export function limitConcurrency(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    running -= 1;
    queue.shift()?.();
  };
  return <T>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        running += 1;
        Promise.resolve().then(task).then(resolve, reject).finally(release);
      };
      if (running < max) start();
      else queue.push(start);
    });
}
