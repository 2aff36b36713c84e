import { defaultPlayground } from "@/features/plc-playground/model/default-playground";
import type { PlaygroundState } from "@/features/plc-playground/model/playground-state";

/** The example data block with comments "<prefix> <key>" and ids v1, v2, … in declaration order. */
export function examplePlayground(prefix = "comment"): PlaygroundState {
  let counter = 0;
  return defaultPlayground((key) => `${prefix} ${key}`, () => `v${++counter}`, "tab-a");
}
