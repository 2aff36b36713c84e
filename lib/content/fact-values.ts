import type { FactOverride } from "@/lib/site-facts/fact-overrides";

/** What the store keeps of a published fact: its owner, path and JSON-encoded value (null: the build's again). */
interface StoredFact {
  readonly owner: string;
  readonly kind: string;
  readonly key: string;
  readonly value: string | null;
}

/** A stored fact value; null, or one that is not JSON (written into the database by hand), reads as the build's value. */
export function decodeFact(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

/**
 * The published fact overrides of one site, oldest first, from the store's newest versions; a value
 * that is not JSON (written by hand into the database) is left out, the build's value stays.
 */
export function factOverridesOf(values: readonly StoredFact[], site: string): FactOverride[] {
  return values.flatMap((stored) => {
    if (stored.kind !== "fact" || stored.owner !== site) return [];
    const value = decodeFact(stored.value);
    return value === null ? [] : [{ path: stored.key, value }];
  });
}
