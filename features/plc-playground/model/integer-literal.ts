const HEX = /^(?:16#|0x)([0-9a-f](?:_?[0-9a-f])*)$/i;
const BINARY = /^(?:2#|0b)([01](?:_?[01])*)$/i;
const DECIMAL = /^(\d(?:_?\d)*)$/;

/**
 * Parses decimal, hex (16#FF, 0xFF) or binary (2#1010, 0b1010) integer text,
 * with an optional sign and S7-style `_` digit separators. Returns null when
 * the text is not an integer literal.
 */
export function parseIntegerLiteral(text: string): bigint | null {
  const trimmed = text.trim();
  const sign = trimmed.startsWith("-") ? -1n : 1n;
  const body = /^[+-]/.test(trimmed) ? trimmed.slice(1) : trimmed;

  const hex = HEX.exec(body);
  if (hex?.[1]) return sign * BigInt(`0x${hex[1].replaceAll("_", "")}`);
  const binary = BINARY.exec(body);
  if (binary?.[1]) return sign * BigInt(`0b${binary[1].replaceAll("_", "")}`);
  const decimal = DECIMAL.exec(body);
  if (decimal?.[1]) return sign * BigInt(decimal[1].replaceAll("_", ""));
  return null;
}
