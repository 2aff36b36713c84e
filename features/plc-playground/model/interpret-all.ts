import { decode } from "./codec";
import { byteSize } from "./type-info";
import type { ValueOf } from "./types";

const INTERPRETABLE_TYPES = ["byte", "word", "int16", "dword", "int32", "int64", "single", "double"] as const;

type InterpretableType = (typeof INTERPRETABLE_TYPES)[number];

export type Interpretation = {
  [K in InterpretableType]: { readonly type: K; readonly big: ValueOf<K>; readonly little: ValueOf<K> };
}[InterpretableType];

/** Every reading of the bytes at byteOffset in both byte orders; types that do not fit are omitted. */
export function interpretAll(area: Uint8Array, byteOffset: number): Interpretation[] {
  if (!Number.isInteger(byteOffset) || byteOffset < 0) {
    throw new RangeError(`invalid byte offset ${byteOffset}`);
  }
  const rest = area.subarray(byteOffset);
  return INTERPRETABLE_TYPES.filter((type) => byteSize(type) <= rest.length).map(
    (type) =>
      ({
        type,
        big: decode(type, rest, "big"),
        little: decode(type, rest, "little"),
      }) as Interpretation,
  );
}
