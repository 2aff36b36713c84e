export type ByteRange = { start: number; end: number };

/**
 * One `Range: bytes=…` of RFC 9110 against a file of `size` bytes: the range to send,
 * "unsatisfiable" (answer 416), or undefined (no usable Range: send the whole file; several
 * ranges at once are answered with the whole file too, which the RFC allows).
 */
export function parseByteRange(header: string | null, size: number): ByteRange | "unsatisfiable" | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}
