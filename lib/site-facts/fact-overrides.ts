import { siteFactsFileSchema, type SiteFactsFile } from "./schema";

/** A published change of one fact: a path such as "facts/cafeFrom/value" and its new value. */
export interface FactOverride {
  readonly path: string;
  readonly value: unknown;
}

/** An override the schema refused; the page keeps the build's value for it. */
export interface RefusedOverride {
  readonly path: string;
  readonly reason: string;
}

// Keys that would reach an object's prototype instead of its own data.
const FORBIDDEN_SEGMENTS = new Set(["__proto__", "prototype", "constructor"]);

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === "object" && value !== null;
}

/** Writes `value` at `path` inside `root` (a private copy); a reason when the path leads nowhere. */
function writeAt(root: Record<string, unknown>, path: string, value: unknown): string | undefined {
  const segments = path.split("/");
  if (segments.some((segment) => segment === "" || FORBIDDEN_SEGMENTS.has(segment))) return "not a valid path";
  let parent: unknown = root;
  for (const segment of segments.slice(0, -1)) {
    if (!isContainer(parent) || !Object.hasOwn(parent, segment)) return `no field "${segment}" here`;
    parent = (parent as Record<string, unknown>)[segment];
  }
  const last = segments[segments.length - 1] ?? "";
  if (Array.isArray(parent)) {
    const index = Number(last);
    if (!Number.isInteger(index) || index < 0 || index > parent.length) return `no entry ${last} in this list`;
    parent[index] = value;
    return undefined;
  }
  if (!isContainer(parent)) return `no field "${last}" here`;
  (parent as Record<string, unknown>)[last] = value;
  return undefined;
}

/** Writes every override into `target` (changed in place); the ones whose path leads nowhere, with the reason. */
export function writeOverrides(target: Record<string, unknown>, overrides: readonly FactOverride[]): RefusedOverride[] {
  return overrides.flatMap(({ path, value }) => {
    const missing = writeAt(target, path, value);
    return missing ? [{ path, reason: missing }] : [];
  });
}

const FACT_FIELDS = Object.keys(siteFactsFileSchema.shape);

/** The part of a site's data its facts file holds (page furniture left out). */
function factsPart(data: SiteFactsFile): Record<string, unknown> {
  return Object.fromEntries(FACT_FIELDS.filter((field) => Object.hasOwn(data, field)).map((field) => [field, data[field as keyof SiteFactsFile]]));
}

/**
 * The facts with every override written at once and checked once, as a publish must be: values
 * that only fit together (an event's new start and end) pass, and every problem is named with
 * the path of the value the schema refuses.
 */
export function factsWith(
  facts: SiteFactsFile,
  overrides: readonly FactOverride[],
): { readonly ok: true; readonly facts: SiteFactsFile } | { readonly ok: false; readonly refused: readonly RefusedOverride[] } {
  const candidate = structuredClone(factsPart(facts));
  const refused = writeOverrides(candidate, overrides);
  if (refused.length > 0) return { ok: false, refused };
  const parsed = siteFactsFileSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, facts: parsed.data };
  return { ok: false, refused: parsed.error.issues.map((issue) => ({ path: issue.path.join("/") || "(root)", reason: issue.message })) };
}

/**
 * The site's data with published overrides applied. Together they were checked when published;
 * should they no longer fit (a new build changed the facts beneath them), each is applied in
 * order and checked with the ones before it; a refused one is left out and named with its
 * reason, so one bad value never hides the others or breaks the page.
 */
export function applyFactOverrides<Data extends SiteFactsFile>(
  data: Data,
  overrides: readonly FactOverride[],
): { readonly data: Data; readonly refused: readonly RefusedOverride[] } {
  if (overrides.length === 0) return { data, refused: [] };
  const together = factsWith(data, overrides);
  if (together.ok) return { data: { ...data, ...together.facts }, refused: [] };
  let current: Record<string, unknown> = factsPart(data);
  const refused: RefusedOverride[] = [];
  for (const { path, value } of overrides) {
    const candidate = structuredClone(current);
    const missing = writeAt(candidate, path, value);
    if (missing) {
      refused.push({ path, reason: missing });
      continue;
    }
    const parsed = siteFactsFileSchema.safeParse(candidate);
    if (parsed.success) {
      current = parsed.data;
    } else {
      const issue = parsed.error.issues[0];
      refused.push({ path, reason: issue ? `${issue.path.join("/") || path}: ${issue.message}` : "invalid" });
    }
  }
  return { data: { ...data, ...current }, refused };
}
