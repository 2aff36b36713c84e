import { bitSize, typeIdOf } from "./type-info";
import type { PlcAddress, PlcType } from "./types";

export interface LayoutInput {
  readonly name: string;
  readonly type: PlcType;
  /** Fixed address; without it the variable gets the next S7-style automatic address. */
  readonly offset?: PlcAddress;
}

interface PlacedVariable {
  readonly name: string;
  readonly type: PlcType;
  readonly offset: PlcAddress;
  readonly explicit: boolean;
}

interface Overlap {
  readonly a: string;
  readonly b: string;
  /**
   * A deliberate overlay, as an S7 programmer lays a bit or byte view over a word (AT): one of the
   * two lies wholly inside the other and they are not the same type at the same address. A partial
   * overlap (a word straddling two others) or a duplicate is a collision, never a view.
   */
  readonly overlay: boolean;
}

export interface Layout {
  readonly variables: PlacedVariable[];
  /** Pairs sharing at least one bit; `a` is declared before `b`. Overlays and collisions both. */
  readonly overlaps: Overlap[];
  readonly byteLength: number;
}

/**
 * Assigns addresses like a standard (non-optimized) S7 data block: bits are
 * packed into a byte, a byte starts at the next whole byte, word-sized and
 * larger types and byte groups (ARRAY OF BYTE) start at an even address, and
 * whatever follows a byte group starts at an even address again.
 */
export function layoutVariables(vars: readonly LayoutInput[]): Layout {
  let cursor = 0;
  const placed: { variable: PlacedVariable; start: number; end: number }[] = [];

  for (const input of vars) {
    const start = input.offset === undefined ? alignedStart(input.type, cursor) : explicitStart(input);
    const end = start + bitSize(input.type);
    cursor = Math.max(cursor, typeIdOf(input.type) === "bytes" ? roundUp(end, 16) : end);
    placed.push({
      variable: {
        name: input.name,
        type: input.type,
        offset: { byte: Math.floor(start / 8), bit: start % 8 },
        explicit: input.offset !== undefined,
      },
      start,
      end,
    });
  }

  const overlaps: Overlap[] = [];
  for (const [index, first] of placed.entries()) {
    for (const second of placed.slice(index + 1)) {
      if (first.start < second.end && second.start < first.end) {
        overlaps.push({ a: first.variable.name, b: second.variable.name, overlay: isOverlay(first, second) });
      }
    }
  }

  const endBits = placed.reduce((max, entry) => Math.max(max, entry.end), 0);
  return { variables: placed.map((entry) => entry.variable), overlaps, byteLength: Math.ceil(endBits / 8) };
}

type Span = { readonly variable: PlacedVariable; readonly start: number; readonly end: number };

function isOverlay(first: Span, second: Span): boolean {
  const inside = (inner: Span, outer: Span) => outer.start <= inner.start && inner.end <= outer.end;
  const duplicate = first.start === second.start && first.end === second.end && typeIdOf(first.variable.type) === typeIdOf(second.variable.type);
  return (inside(first, second) || inside(second, first)) && !duplicate;
}

function alignedStart(type: PlcType, cursor: number): number {
  const id = typeIdOf(type);
  if (id === "bit") return cursor;
  if (id === "byte") return roundUp(cursor, 8);
  return roundUp(cursor, 16);
}

function explicitStart({ name, type, offset }: LayoutInput): number {
  const byte = offset?.byte ?? 0;
  const bit = offset?.bit ?? 0;
  if (!Number.isInteger(byte) || byte < 0 || !Number.isInteger(bit) || bit < 0 || bit > 7) {
    throw new RangeError(`${name}: invalid address ${byte}.${bit}`);
  }
  if (type !== "bit" && bit !== 0) {
    throw new RangeError(`${name}: ${typeIdOf(type)} must start at bit 0, got ${byte}.${bit}`);
  }
  return byte * 8 + bit;
}

function roundUp(bits: number, multiple: number): number {
  return Math.ceil(bits / multiple) * multiple;
}
