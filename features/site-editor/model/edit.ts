import type { FormField, InputField } from "./form-fields";

type Container = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Container => typeof value === "object" && value !== null;

/** The value at a path ("events/2025/2/start") of the facts; undefined where there is none. */
export function valueAt(data: unknown, path: string): unknown {
  if (path === "") return data;
  let node: unknown = data;
  for (const segment of path.split("/")) {
    if (!isContainer(node) || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** A copy of `data` with `change` applied to the container at `path` (the parents are copied, the rest shared). */
function updateAt(data: unknown, path: string, change: (node: Container) => Container): unknown {
  const segments = path === "" ? [] : path.split("/");
  const rebuild = (node: unknown, depth: number): unknown => {
    const copy: Container = Array.isArray(node) ? [...node] : { ...(isContainer(node) ? node : {}) };
    if (depth === segments.length) return change(copy);
    const key = segments[depth] ?? "";
    (copy as Record<string, unknown>)[key] = rebuild((copy as Record<string, unknown>)[key], depth + 1);
    return copy;
  };
  return rebuild(data, 0);
}

/**
 * What the browser's input means for the field: a number for a number field (text the schema then
 * refuses when it is none), and for an optional field left empty no value at all.
 */
function valueOfInput(field: InputField, raw: string): unknown {
  if (raw.trim() === "") return field.required ? (field.input === "number" ? raw : "") : undefined;
  if (field.input === "number") {
    const number = Number(raw);
    return Number.isFinite(number) ? number : raw;
  }
  return raw;
}

/** The facts with the input's new text at the field's place. */
export function withInput(data: unknown, field: InputField, raw: string): unknown {
  const segments = field.path.split("/");
  const key = segments.pop() ?? "";
  const value = valueOfInput(field, raw);
  return updateAt(data, segments.join("/"), (node) => {
    if (value === undefined && !Array.isArray(node)) delete (node as Record<string, unknown>)[key];
    else (node as Record<string, unknown>)[key] = value;
    return node;
  });
}

/** The facts with a new entry at the end of the list (a copy of its last entry). */
export function withEntryAdded(data: unknown, list: { path: string; template: unknown }): unknown {
  return updateAt(data, list.path, (node) => [...(Array.isArray(node) ? node : []), structuredClone(list.template)]);
}

/** The facts without the list's entry at `index`. */
export function withEntryRemoved(data: unknown, listPath: string, index: number): unknown {
  return updateAt(data, listPath, (node) => (Array.isArray(node) ? node.filter((_, at) => at !== index) : node));
}

/** Where changes are published: a field's own path, its record's when it may be left empty, or its list's. */
function unitsOf(fields: readonly FormField[], into = new Set<string>()): Set<string> {
  for (const field of fields) {
    if (field.kind === "input") into.add(field.unit);
    else if (field.kind === "list") into.add(field.path);
    else unitsOf(field.children, into);
  }
  return into;
}

/** JSON with each object's keys in order, so a field cleared and filled again compares equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, node: unknown) =>
    typeof node === "object" && node !== null && !Array.isArray(node) ? Object.fromEntries(Object.entries(node).sort(([a], [b]) => (a < b ? -1 : 1))) : node,
  );
}

export interface FactChange {
  readonly path: string;
  readonly value: unknown;
}

/** The editor's changes against the published facts: one per record or list she changed, with its new value. */
export function changesOf(fields: readonly FormField[], published: unknown, edited: unknown): FactChange[] {
  return [...unitsOf(fields)].flatMap((path) => {
    const value = valueAt(edited, path);
    return value === undefined || canonical(value) === canonical(valueAt(published, path)) ? [] : [{ path, value }];
  });
}
