import type { Messages } from "@/lib/i18n/messages";

type Container = Messages | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === "object" && value !== null;

/**
 * `base` with the texts at the dotted keys replaced ("content.forum.start.sections.0.heading"),
 * copying only the groups and lists on each key's path: `base` stays as it is, and a list stays
 * a list (an article's sections keep their order and their other entries). A key whose path
 * leads through a text, or nowhere, creates the groups it needs.
 */
export function overrideTexts(base: Messages, texts: Iterable<readonly [string, string]>): Messages {
  const root: Messages = { ...base };
  const copied = new Set<Container>([root]);
  for (const [key, value] of texts) {
    const parts = key.split(".");
    let node: Container = root;
    for (const [index, part] of parts.entries()) {
      const record = node as Record<string, unknown>;
      if (index === parts.length - 1) {
        record[part] = value;
        break;
      }
      const child = record[part];
      let next: Container;
      if (isContainer(child) && copied.has(child)) next = child;
      else {
        next = Array.isArray(child) ? [...(child as unknown[])] : isContainer(child) ? { ...(child as Messages) } : {};
        copied.add(next);
        record[part] = next;
      }
      node = next;
    }
  }
  return root;
}
