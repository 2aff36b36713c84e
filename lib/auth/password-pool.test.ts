import { afterEach, describe, expect, it, vi } from "vitest";
import { PasswordPool, type PoolLimits } from "./password-pool";

const limits: PoolLimits = {
  running: 2,
  untrustedRunning: 1,
  maxWaitMs: 5000,
  lanes: { member: { queued: 3, perClient: 4 }, fresh: { queued: 2, perClient: 2 }, stranger: { queued: 2, perClient: 2 } },
};

/** Work that runs until its gate opens, noting the order in which checks started. */
function gatedWork() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const started: string[] = [];
  let active = 0;
  let most = 0;
  const work = (label: string) => async () => {
    started.push(label);
    active += 1;
    most = Math.max(most, active);
    await opened;
    active -= 1;
    return label;
  };
  return { work, open, started, most: () => most };
}

describe("password check pool", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("unknown devices hold one place at most: a member's check starts at once beside a flood, the flood beyond the queue is refused at once", async () => {
    const pool = new PasswordPool(limits);
    const gate = gatedWork();
    const flood = Array.from({ length: 6 }, (_, n) => pool.run(n % 2 ? "fresh" : "stranger", `10.0.0.${n}`, gate.work(`flood ${n}`)));
    expect(pool.load).toEqual({ running: 1, queued: 4 });
    const member = pool.run("member", "203.0.113.9", gate.work("member"));
    expect(gate.started).toEqual(["flood 0", "member"]);
    gate.open();
    const answers = await Promise.all([...flood, member]);
    // One running, two waiting per untrusted lane; the sixth found the fresh lane full.
    expect(answers.map((answer) => answer.ok)).toEqual([true, true, true, true, true, false, true]);
    expect(answers[5]).toEqual({ ok: false, retryAfter: 2 });
    expect(gate.most()).toBe(2);
    expect(pool.load).toEqual({ running: 0, queued: 0 });
  });

  it("a free place goes to a waiting member first, then to a fresh attempt, then to a stranger", async () => {
    const pool = new PasswordPool({ ...limits, untrustedRunning: 2 });
    const gate = gatedWork();
    const runs = [
      pool.run("stranger", "a", gate.work("stranger 1")),
      pool.run("stranger", "b", gate.work("stranger 2")),
      pool.run("stranger", "c", gate.work("stranger 3")),
      pool.run("fresh", "d", gate.work("fresh")),
      pool.run("member", "e", gate.work("member")),
    ];
    expect(gate.started).toEqual(["stranger 1", "stranger 2"]);
    gate.open();
    await Promise.all(runs);
    expect(gate.started).toEqual(["stranger 1", "stranger 2", "member", "fresh", "stranger 3"]);
  });

  it("caps a client's share per lane, and a check that waits too long gives up", async () => {
    vi.useFakeTimers();
    const pool = new PasswordPool(limits);
    const gate = gatedWork();
    const first = pool.run("stranger", "a", gate.work("a 1"));
    const second = pool.run("stranger", "a", gate.work("a 2"));
    expect(await pool.run("stranger", "a", gate.work("a 3"))).toEqual({ ok: false, retryAfter: 2 });
    // The same client's share of another lane is its own.
    const member = pool.run("member", "a", gate.work("a member"));
    expect(gate.started).toEqual(["a 1", "a member"]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await second).toEqual({ ok: false, retryAfter: 2 });
    expect(pool.load).toEqual({ running: 2, queued: 0 });
    gate.open();
    expect(await first).toEqual({ ok: true, value: "a 1" });
    expect(await member).toEqual({ ok: true, value: "a member" });
    expect(gate.started).toEqual(["a 1", "a member"]);
  });

  it("frees the place of work that fails", async () => {
    const pool = new PasswordPool({ ...limits, running: 1 });
    await expect(pool.run("stranger", "a", () => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(await pool.run("stranger", "a", async () => 1)).toEqual({ ok: true, value: 1 });
    expect(pool.load).toEqual({ running: 0, queued: 0 });
  });
});
