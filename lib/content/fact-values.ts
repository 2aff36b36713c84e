import type { FactOverride } from "@/lib/site-facts/fact-overrides";

/** What the store keeps of a published fact: its owner, path and JSON-encoded value (null: the build's again). */
interface StoredFact {
  readonly owner: string;
  readonly kind: string;
  readonly key: string;
  readonly value: string | null;
}

/**
 * The published fact overrides of one site, oldest first, from the store's newest versions; a value
 * that is not JSON (written by hand into the database) is left out, the build's value stays.
 */
export function factOverridesOf(values: readonly StoredFact[], site: string): FactOverride[] {
  return values.flatMap((stored) => {
    if (stored.kind !== "fact" || stored.owner !== site || stored.value === null) return [];
    try {
      return [{ path: stored.key, value: JSON.parse(stored.value) as unknown }];
    } catch {
      return [];
    }
  });
}
