/** Small validators for the groups read on every page, where a schema library would be too heavy. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

type FieldKind = "string" | "boolean" | "number";
type KindType<K extends FieldKind> = K extends "string" ? string : K extends "boolean" ? boolean : number;
export type FieldsOf<S extends Record<string, FieldKind>> = { -readonly [K in keyof S]?: KindType<S[K]> };

/**
 * Keeps the fields of `value` that have the declared type and drops everything else, so one bad
 * field never costs the others.
 */
export function pickFields<S extends Record<string, FieldKind>>(value: unknown, fields: S): FieldsOf<S> {
  const result: Record<string, unknown> = {};
  if (!isRecord(value)) return result as FieldsOf<S>;
  for (const [name, kind] of Object.entries(fields)) {
    const entry = value[name];
    if (kind === "number" ? typeof entry === "number" && Number.isFinite(entry) : typeof entry === kind) result[name] = entry;
  }
  return result as FieldsOf<S>;
}

/** A schema object of zod or zod/mini (or anything with the same `safeParse`) as a group parser. */
export function fromSchema<T>(schema: {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}): (value: unknown) => T | undefined {
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? result.data : undefined;
  };
}
