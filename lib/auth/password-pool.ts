import "server-only";
import type { SignInLane } from "@/lib/db/sign-in-attempts";
import { processSingleton } from "@/lib/server/singleton";

/**
 * Every password check costs a 32 MiB scrypt. scrypt runs on libuv's threads, off the event
 * loop; this pool bounds how many run at once (memory and CPU), how many may wait, and how many
 * one client may hold. Checks wait in three lines (lanes): members (a browser that signed in as
 * the name before, or a request of a signed-in member), fresh attempts (an unknown browser from
 * an address with no attempts on record) and strangers (everyone else). A member's check starts
 * before any other that waits, and unknown browsers never hold more than `untrustedRunning`
 * places, so a flood of wrong guesses leaves a place (and a CPU core) free for members.
 */
interface LaneLimits {
  /** How many may wait in this lane. */
  readonly queued: number;
  /** How many places (running or waiting) one client may hold in this lane. */
  readonly perClient: number;
}

export interface PoolLimits {
  /** Checks running at once, over all lanes. */
  readonly running: number;
  /** Of those, checks of unknown browsers (fresh and stranger lanes together). */
  readonly untrustedRunning: number;
  /** A check that waited this long for a place gives up (the client is told to try again). */
  readonly maxWaitMs: number;
  readonly lanes: Readonly<Record<SignInLane, LaneLimits>>;
}

const PASSWORD_POOL_LIMITS: PoolLimits = {
  running: 2,
  untrustedRunning: 1,
  maxWaitMs: 5000,
  // A stranger's address gets as many places as the lock gives it guesses on one name.
  lanes: { member: { queued: 20, perClient: 6 }, fresh: { queued: 6, perClient: 2 }, stranger: { queued: 8, perClient: 5 } },
};

export type PoolResult<T> = { ok: true; value: T } | { ok: false; retryAfter: number };

/** What a refused caller is told to wait: about the time the queue needs to drain. */
const BUSY_RETRY_SECONDS = 2;

/** The order in which waiting checks get a free place. */
const PRIORITY: readonly SignInLane[] = ["member", "fresh", "stranger"];

interface Waiter {
  /** Called with true when the check may start, with false when it waited too long. */
  readonly settle: (started: boolean) => void;
}

export class PasswordPool {
  private running = 0;
  private untrustedRunning = 0;
  private readonly waiting: Record<SignInLane, Waiter[]> = { member: [], fresh: [], stranger: [] };
  private readonly held = new Map<string, number>();

  constructor(private readonly limits: PoolLimits) {}

  /** Runs `work` when a place of its lane is free; refuses at once when the lane's queue or the client's share is full. */
  async run<T>(lane: SignInLane, client: string, work: () => Promise<T>): Promise<PoolResult<T>> {
    const refused = { ok: false as const, retryAfter: BUSY_RETRY_SECONDS };
    const share = `${lane} ${client}`;
    const held = this.held.get(share) ?? 0;
    const mayStart = this.mayStart(lane);
    if (held >= this.limits.lanes[lane].perClient) return refused;
    if (!mayStart && this.waiting[lane].length >= this.limits.lanes[lane].queued) return refused;
    this.held.set(share, held + 1);
    try {
      if (mayStart) this.take(lane);
      else if (!(await this.wait(lane))) return refused;
      try {
        return { ok: true, value: await work() };
      } finally {
        this.free(lane);
      }
    } finally {
      const left = (this.held.get(share) ?? 1) - 1;
      if (left > 0) this.held.set(share, left);
      else this.held.delete(share);
    }
  }

  get load(): { running: number; queued: number } {
    return { running: this.running, queued: PRIORITY.reduce((sum, lane) => sum + this.waiting[lane].length, 0) };
  }

  private mayStart(lane: SignInLane): boolean {
    if (this.running >= this.limits.running) return false;
    return lane === "member" || this.untrustedRunning < this.limits.untrustedRunning;
  }

  private take(lane: SignInLane): void {
    this.running += 1;
    if (lane !== "member") this.untrustedRunning += 1;
  }

  /** Waits in the lane's queue; false when `maxWaitMs` passed first. The place is taken for the waiter when it starts. */
  private wait(lane: SignInLane): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const queue = this.waiting[lane];
      const timer = setTimeout(() => {
        const index = queue.indexOf(waiter);
        if (index >= 0) queue.splice(index, 1);
        resolve(false);
      }, this.limits.maxWaitMs);
      const waiter: Waiter = {
        settle: (started) => {
          clearTimeout(timer);
          resolve(started);
        },
      };
      queue.push(waiter);
    });
  }

  /** Gives the place back and hands free places to the waiting, members first. */
  private free(lane: SignInLane): void {
    this.running -= 1;
    if (lane !== "member") this.untrustedRunning -= 1;
    for (const next of PRIORITY) {
      while (this.waiting[next].length > 0 && this.mayStart(next)) {
        this.take(next);
        this.waiting[next].shift()?.settle(true);
      }
    }
  }
}

/** One pool per process. */
export function passwordPool(): PasswordPool {
  return processSingleton("password-pool", () => new PasswordPool(PASSWORD_POOL_LIMITS));
}
