import type { z } from "zod";
import { formHints, siteFactsFileSchema } from "@/lib/site-facts/schema";

type InputKind = "text" | "time" | "date" | "number" | "email" | "url" | "choice";

/** One input of the form, at `path` in the site's facts; `unit` is the path its change is published under. */
export interface InputField {
  readonly kind: "input";
  readonly path: string;
  /** The label's text key (`factsForm.fields.<name>`), or a name that reads the same in every language (a year). */
  readonly name: string;
  readonly input: InputKind;
  readonly required: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly integer?: boolean;
  /** For a choice: the values the site's data already uses at this place. */
  readonly choices?: readonly string[];
  /** For a choice: the text group that names its values (lib/site-facts/schema.ts CHOICE_LABELS). */
  readonly labels?: string;
  readonly unit: string;
}

/** A fieldset: an object or a table of named records. `index` numbers an entry of a list. */
interface GroupField {
  readonly kind: "group";
  readonly path: string;
  readonly name: string;
  readonly index?: number;
  readonly children: readonly FormField[];
}

/** A list of records with add and remove; its change is the whole list. */
interface ListField {
  readonly kind: "list";
  readonly path: string;
  readonly name: string;
  readonly items: readonly FormField[];
  /** What a new entry starts as: a copy of the last one. */
  readonly template: unknown;
}

export type FormField = InputField | GroupField | ListField;

type Node = z.core.$ZodType;
type Walk = { path: string; pattern: string; name: string; unit?: string; optional: boolean; root: unknown };

const defOf = (schema: Node) => schema._zod.def as unknown as Record<string, unknown> & { type: string };
const isRecordValue = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const join = (path: string, segment: string) => (path ? `${path}/${segment}` : segment);

/** Every value in `data` at a path pattern ("events/*\/*\/title"), each once. */
function valuesAt(data: unknown, pattern: readonly string[]): string[] {
  if (pattern.length === 0) return typeof data === "string" ? [data] : [];
  const [head, ...rest] = pattern;
  if (head === "*") {
    const children = Array.isArray(data) ? data : isRecordValue(data) ? Object.values(data) : [];
    return children.flatMap((child) => valuesAt(child, rest));
  }
  return isRecordValue(data) && head !== undefined ? valuesAt(data[head], rest) : [];
}

function unwrap(schema: Node): { schema: Node; optional: boolean } {
  let optional = false;
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.type === "optional") optional = true;
    else if (def.type !== "nonoptional") return { schema: current, optional };
    current = def.innerType as Node;
  }
}

function inputOf(schema: Node, at: Walk): InputField | undefined {
  const hint = formHints.get(schema as z.ZodType)?.input;
  if (hint === "fixed") return undefined;
  const def = defOf(schema);
  const base = { kind: "input" as const, path: at.path, name: at.name, required: !at.optional, unit: at.unit ?? (at.optional ? parentOf(at.path) : at.path) };
  if (def.type === "number") {
    const bag = (schema as z.ZodNumber);
    return {
      ...base,
      input: "number",
      ...(Number.isFinite(bag.minValue) ? { min: bag.minValue ?? undefined } : {}),
      ...(Number.isFinite(bag.maxValue) ? { max: bag.maxValue ?? undefined } : {}),
      integer: bag.isInt === true,
    };
  }
  if (def.type !== "string") return undefined;
  if (hint === "time" || hint === "date") return { ...base, input: hint };
  if (hint === "choice") {
    const labels = formHints.get(schema as z.ZodType)?.labels;
    return { ...base, input: "choice", choices: [...new Set(valuesAt(at.root, at.pattern.split("/")))], ...(labels ? { labels } : {}) };
  }
  const format = (schema as z.ZodString).format;
  return { ...base, input: format === "email" ? "email" : format === "url" ? "url" : "text" };
}

const parentOf = (path: string) => path.split("/").slice(0, -1).join("/");

function walk(schema: Node, value: unknown, at: Walk): FormField | undefined {
  const { schema: inner, optional } = unwrap(schema);
  const here = { ...at, optional: at.optional || optional };
  const def = defOf(inner);
  if (formHints.get(inner as z.ZodType)?.input === "fixed") return undefined;
  // A section the site does without (an organiser, a CV) is no part of its form.
  if (optional && value === undefined && ["object", "record", "array"].includes(def.type)) return undefined;
  switch (def.type) {
    case "object": {
      const shape = def.shape as Record<string, Node>;
      const record = isRecordValue(value) ? value : {};
      const children = Object.entries(shape).flatMap(([key, child]) => {
        const field = walk(child, record[key], { ...here, path: join(at.path, key), pattern: join(at.pattern, key), name: key, optional: false });
        return field ? [field] : [];
      });
      // A fact is one value beside its fixed kind: one input, named by the fact.
      const only = children[0];
      if (children.length === 1 && only?.kind === "input") return { ...only, name: at.name };
      return { kind: "group", path: at.path, name: at.name, children };
    }
    case "record": {
      const record = isRecordValue(value) ? value : {};
      const children = Object.keys(record).flatMap((key) => {
        const field = walk(def.valueType as Node, record[key], { ...here, path: join(at.path, key), pattern: join(at.pattern, "*"), name: key, optional: false });
        return field ? [field] : [];
      });
      return { kind: "group", path: at.path, name: at.name, children };
    }
    case "union": {
      const options = def.options as Node[];
      const discriminator = def.discriminator as string | undefined;
      const chosen =
        options.find((option) => {
          const literal = discriminator ? (defOf(option).shape as Record<string, Node> | undefined)?.[discriminator] : undefined;
          return literal && isRecordValue(value) && (defOf(literal).values as unknown[] | undefined)?.includes(value[discriminator ?? ""]);
        }) ?? options[0];
      return chosen ? walk(chosen, value, here) : undefined;
    }
    case "array": {
      const list = Array.isArray(value) ? value : [];
      const items = list.flatMap((item, index) => {
        const field = walk(def.element as Node, item, { ...here, path: join(at.path, String(index)), pattern: join(at.pattern, "*"), name: at.name, unit: at.path, optional: false });
        return field ? [field.kind === "group" ? { ...field, index } : field] : [];
      });
      return { kind: "list", path: at.path, name: at.name, items, template: list[list.length - 1] ?? {} };
    }
    default:
      return inputOf(inner, here);
  }
}

/** The form of a site's facts, generated from the schema: a field per node the data has. */
export function formFieldsOf(facts: unknown): FormField[] {
  const root = walk(siteFactsFileSchema, facts, { path: "", pattern: "", name: "", optional: false, root: facts });
  return root?.kind === "group" ? [...root.children] : [];
}
