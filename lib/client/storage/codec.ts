/**
 * Stored values are JSON; a big integer (BigInt) is written as a string of digits followed by
 * `n` ("9007199254740993n") and read back as a BigInt.
 */
const BIG_INTEGER = /^-?\d+n$/;

export function encodeStored(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) => (typeof entry === "bigint" ? `${entry}n` : entry));
}

/** Throws a SyntaxError for text that is not JSON. */
export function decodeStored(text: string): unknown {
  return JSON.parse(text, (_key, entry: unknown) =>
    typeof entry === "string" && BIG_INTEGER.test(entry) ? BigInt(entry.slice(0, -1)) : entry,
  );
}

/**
 * Free text that happens to look like a big integer ("12n") comes back from `decodeStored` as
 * a BigInt; validators of text fields use this to get the original string back.
 */
export function storedText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "bigint") return `${value}n`;
  return undefined;
}
