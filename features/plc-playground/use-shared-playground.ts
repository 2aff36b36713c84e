"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { randomId } from "@/lib/client/random-id";
import { readEntry, writeEntry } from "@/lib/client/storage";
import { fromSnapshot, toSnapshot } from "./model/playground-file";
import { applyPlaygroundAction, supersedes, type PlaygroundAction, type PlaygroundState } from "./model/playground-state";

const CHANNEL = "plc-playground";
/** The playground's key in local storage: plain JSON, checked by `fromSnapshot` when read. */
const STORAGE_KEY = "plcPlayground";

/** "hello": a tab has just subscribed; it brings its own state, the others answer with theirs. */
type SyncMessage = { readonly type: "hello" | "state"; readonly snapshot: unknown };

/**
 * The playground's state shared by every open tab of this browser: a change is broadcast at
 * once, a tab opened later starts from the stored snapshot and asks the open tabs for newer
 * state (which also works when remembering is switched off and nothing is stored).
 *
 * A tab reads its first state while rendering but can only listen once mounted; a change made
 * in between reaches it by neither message nor storage event. So once subscribed, it reads the
 * storage again, and its hello carries its own state, for a tab that changed something before
 * its own channel was open.
 */
export function useSharedPlayground(createDefault: (tabId: string) => PlaygroundState) {
  const [tabId] = useState(() => randomId());
  const [state, setState] = useState<PlaygroundState>(
    () => fromSnapshot(readEntry(STORAGE_KEY)) ?? createDefault(tabId),
  );
  const current = useRef(state);
  const channel = useRef<BroadcastChannel | null>(null);

  const adopt = useCallback((snapshot: unknown) => {
    const incoming = fromSnapshot(snapshot);
    if (incoming && supersedes(incoming, current.current)) {
      current.current = incoming;
      setState(incoming);
    }
  }, []);

  useEffect(() => {
    const opened = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null;
    channel.current = opened;
    if (opened) {
      opened.onmessage = (event: MessageEvent<SyncMessage>) => {
        const message = event.data;
        adopt(message?.snapshot);
        if (message?.type === "hello") opened.postMessage({ type: "state", snapshot: toSnapshot(current.current) } satisfies SyncMessage);
      };
    }
    // Without BroadcastChannel the storage event still carries changes between tabs.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY || event.newValue === null) return;
      try {
        adopt(JSON.parse(event.newValue) as unknown);
      } catch {
        // A corrupt value is ignored; the open state stays.
      }
    };
    window.addEventListener("storage", onStorage);
    adopt(readEntry(STORAGE_KEY));
    opened?.postMessage({ type: "hello", snapshot: toSnapshot(current.current) } satisfies SyncMessage);
    return () => {
      opened?.close();
      channel.current = null;
      window.removeEventListener("storage", onStorage);
    };
  }, [adopt]);

  /** Applies a change here, stores it and tells the other tabs. Throws RangeError for refused values. */
  const dispatch = useCallback(
    (action: PlaygroundAction) => {
      const next = applyPlaygroundAction(current.current, action, tabId);
      current.current = next;
      setState(next);
      const snapshot = toSnapshot(next);
      writeEntry(STORAGE_KEY, snapshot);
      channel.current?.postMessage({ type: "state", snapshot } satisfies SyncMessage);
    },
    [tabId],
  );

  return { state, dispatch, tabId };
}
