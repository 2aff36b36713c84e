import "server-only";

/** The texts `keys` of one namespace, for a client component's props. */
export function textsOf<K extends string>(t: (key: K) => string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<K, string>;
}
