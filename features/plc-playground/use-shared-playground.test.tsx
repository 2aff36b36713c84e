// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as storage from "@/lib/client/storage";
import { examplePlayground } from "@/tests/support/plc-example";
import { toSnapshot } from "./model/playground-file";
import { applyPlaygroundAction } from "./model/playground-state";
import { useSharedPlayground } from "./use-shared-playground";

vi.mock("@/lib/client/storage", async (original) => {
  const actual = await original<typeof import("@/lib/client/storage")>();
  return { ...actual, readEntry: vi.fn(actual.readEntry) };
});

const STORAGE_KEY = "plcPlayground";
const stored = examplePlayground();
/** What another tab wrote: byte 0 set to 7, one revision on. */
const newer = applyPlaygroundAction(stored, { type: "writeByte", index: 0, value: 7 }, "tab-other");
const openChannels: BroadcastChannel[] = [];

function otherTab(): BroadcastChannel {
  const channel = new BroadcastChannel("plc-playground");
  openChannels.push(channel);
  return channel;
}

beforeEach(() => {
  localStorage.clear();
  storage.writeEntry(STORAGE_KEY, toSnapshot(stored));
});

afterEach(() => {
  cleanup();
  for (const channel of openChannels.splice(0)) channel.close();
});

describe("a tab that is still loading", () => {
  it("gets a change another tab stored between its first read and its subscription", async () => {
    const realRead = vi.mocked(storage.readEntry).getMockImplementation()!;
    // The other tab writes right after this tab's first read, before it listens: no storage event, no message reaches it.
    vi.mocked(storage.readEntry).mockImplementationOnce((key) => {
      const first = realRead(key);
      storage.writeEntry(STORAGE_KEY, toSnapshot(newer));
      return first;
    });
    const { result } = renderHook(() => useSharedPlayground(() => examplePlayground()));
    await waitFor(() => expect(result.current.state.revision).toBe(newer.revision));
    expect(result.current.state.data[0]).toBe(7);
  });

  it("gets the newer state of a tab whose own channel opened only after its change (nothing stored)", async () => {
    const { result } = renderHook(() => useSharedPlayground(() => examplePlayground()));
    expect(result.current.state.revision).toBe(stored.revision);
    otherTab().postMessage({ type: "hello", snapshot: toSnapshot(newer) });
    await waitFor(() => expect(result.current.state.data[0]).toBe(7));
  });

  it("brings its own state when it says hello, and answers another tab's hello with its state", async () => {
    const other = otherTab();
    const received: { type: string; snapshot: { revision: number } }[] = [];
    other.onmessage = (event: MessageEvent) => received.push(event.data);
    renderHook(() => useSharedPlayground(() => examplePlayground()));
    await waitFor(() => expect(received).toEqual([{ type: "hello", snapshot: expect.objectContaining({ revision: stored.revision }) }]));
    other.postMessage({ type: "hello", snapshot: null });
    await waitFor(() => expect(received.at(-1)).toEqual({ type: "state", snapshot: expect.objectContaining({ revision: stored.revision }) }));
  });
});
