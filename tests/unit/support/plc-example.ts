import { DEFAULT_COMMENT_KEYS, defaultPlayground, type DefaultCommentKey } from "@/features/plc-playground/model/default-playground";
import type { PlaygroundState } from "@/features/plc-playground/model/playground-state";

/** The example data block with comments "<prefix> <key>" and ids v1, v2, … in declaration order. */
export function examplePlayground(prefix = "comment"): PlaygroundState {
  const comments = Object.fromEntries(DEFAULT_COMMENT_KEYS.map((key) => [key, `${prefix} ${key}`])) as Record<
    DefaultCommentKey,
    string
  >;
  let counter = 0;
  return defaultPlayground(comments, () => `v${++counter}`, "tab-a");
}
