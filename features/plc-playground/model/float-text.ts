/** Exact decimal expansion of a binary float, e.g. 0.1 → 0.1000000000000000055511151231257827021181583404541015625. */
export function exactDecimal(value: number): string {
  const special = specialText(value);
  if (special !== null) return special;

  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  const bits = view.getBigUint64(0);
  const negative = bits >> 63n === 1n;
  const exponentBits = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  const mantissa = exponentBits === 0 ? fraction : fraction | (1n << 52n);
  const exponent = (exponentBits === 0 ? 1 : exponentBits) - 1075;

  const sign = negative ? "-" : "";
  if (exponent >= 0) return sign + (mantissa << BigInt(exponent)).toString();

  // mantissa / 2^k equals mantissa * 5^k / 10^k, which is exact in decimal.
  const places = -exponent;
  const digits = (mantissa * 5n ** BigInt(places)).toString().padStart(places + 1, "0");
  const integerPart = digits.slice(0, digits.length - places);
  const fractionPart = digits.slice(digits.length - places).replace(/0+$/, "");
  return sign + (fractionPart === "" ? integerPart : `${integerPart}.${fractionPart}`);
}

/** Shortest decimal text that reads back as the same float32, e.g. Math.fround(0.1) → "0.1". */
export function shortestSingle(value: number): string {
  const single = Math.fround(value);
  const special = specialText(single);
  if (special !== null) return special;
  for (let precision = 1; precision < 9; precision++) {
    const candidate = Number(single.toPrecision(precision));
    if (Math.fround(candidate) === single) return String(candidate);
  }
  return String(Number(single.toPrecision(9)));
}

/** Shortest decimal text that reads back as the same float64. */
export function shortestDouble(value: number): string {
  return specialText(value) ?? String(value);
}

function specialText(value: number): string | null {
  if (Number.isNaN(value)) return "NaN";
  if (value === Infinity) return "Infinity";
  if (value === -Infinity) return "-Infinity";
  if (value === 0) return Object.is(value, -0) ? "-0" : "0";
  return null;
}
