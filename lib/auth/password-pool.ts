import "server-only";
import { processSingleton } from "@/lib/server/singleton";

/**
 * Every password check costs a 32 MiB scrypt. scrypt runs on libuv's threads, off the event
 * loop; this pool bounds how many run at once (memory and CPU), how many may wait, and how many
 * one client may hold, so a flood from one address cannot crowd out everybody else.
 */
export interface PoolLimits {
  readonly running: number;
  readonly queued: number;
  readonly perClient: number;
}

export const PASSWORD_POOL_LIMITS: PoolLimits = { running: 2, queued: 10, perClient: 6 };

export type PoolResult<T> = { ok: true; value: T } | { ok: false; retryAfter: number };

/** What a refused caller is told to wait: about the time the queue needs to drain. */
const BUSY_RETRY_SECONDS = 2;

export class PasswordPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly perClient = new Map<string, number>();

  constructor(private readonly limits: PoolLimits) {}

  /** Runs `work` when a place is free; refuses at once when the queue or the client's share is full. */
  async run<T>(client: string, work: () => Promise<T>): Promise<PoolResult<T>> {
    const held = this.perClient.get(client) ?? 0;
    const full = this.running >= this.limits.running && this.waiting.length >= this.limits.queued;
    if (full || held >= this.limits.perClient) return { ok: false, retryAfter: BUSY_RETRY_SECONDS };
    this.perClient.set(client, held + 1);
    try {
      if (this.running >= this.limits.running) await new Promise<void>((resolve) => this.waiting.push(resolve));
      else this.running += 1;
      try {
        return { ok: true, value: await work() };
      } finally {
        const next = this.waiting.shift();
        if (next) next();
        else this.running -= 1;
      }
    } finally {
      const left = (this.perClient.get(client) ?? 1) - 1;
      if (left > 0) this.perClient.set(client, left);
      else this.perClient.delete(client);
    }
  }

  get load(): { running: number; queued: number } {
    return { running: this.running, queued: this.waiting.length };
  }
}

/** One pool per process. */
export function passwordPool(): PasswordPool {
  return processSingleton("password-pool", () => new PasswordPool(PASSWORD_POOL_LIMITS));
}
