import { IntlMessageFormat } from "intl-messageformat";
import { placeholdersOf } from "@/lib/format/placeholders";
import { formatTag, numberFormat } from "@/lib/format/intl";

export type TemplateValues = Readonly<Record<string, string | number>>;

// `{count, plural, …}`, `{week, select, …}`: an argument with a type needs ICU; a text with plain
// `{name}`s only is filled by replacing them.
const ICU_ARGUMENT = /\{\s*\w+\s*,/;

function replaceNames(template: string, values: TemplateValues, number: (value: number) => string): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = values[name];
    return typeof value === "number" ? number(value) : String(value);
  });
}

interface Compiled {
  format: IntlMessageFormat;
  /** Arguments that choose a branch (plural, select): they need their value as a number. */
  branching: ReadonlySet<string>;
}

const compiled = new Map<string, Compiled>();

interface Element {
  value?: unknown;
  options?: Record<string, { value: readonly Element[] }>;
  children?: readonly Element[];
}

function branchingNames(elements: readonly Element[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.options && typeof element.value === "string") names.add(element.value);
    for (const option of Object.values(element.options ?? {})) branchingNames(option.value, names);
    branchingNames(element.children ?? [], names);
  }
  return names;
}

function compile(template: string, locale: string): Compiled {
  const key = `${locale}\u0000${template}`;
  let entry = compiled.get(key);
  if (!entry) {
    // Tags stay text: client texts carry no rich text, and a "<" must not need escaping.
    const format = new IntlMessageFormat(template, formatTag(locale), undefined, { ignoreTag: true });
    entry = { format, branching: branchingNames(format.getAst() as Element[]) };
    compiled.set(key, entry);
  }
  return entry;
}

/**
 * Fills a text the server translated (client components get such texts as props) in the page's
 * language: `{name}` placeholders and ICU plural forms (`{count, plural, one {# entry} other {# entries}}`,
 * whose branches the locale, a site locale or a BCP 47 tag, picks; texts with counts need it).
 * Numbers are written in the page's language, strings as they are; unknown names stay visible so a typo in a language file shows, and a text ICU cannot read is
 * filled like a plain one rather than breaking the page.
 */
export function fillTemplate(template: string, values: TemplateValues, locale: string = "en"): string {
  const number = (value: number) => numberFormat(locale).format(value);
  if (!ICU_ARGUMENT.test(template)) return replaceNames(template, values, number);
  const missing = placeholdersOf(template).filter((name) => !name.startsWith("<") && !Object.hasOwn(values, name));
  try {
    const { format, branching } = compile(template, locale);
    // ICU writes a plain {name} with String(); numbers are written in the page's language here too.
    const written = Object.entries(values).map(([name, value]) => [name, typeof value === "number" && !branching.has(name) ? number(value) : value]);
    return String(format.format({ ...Object.fromEntries(missing.map((name) => [name, `{${name}}`])), ...Object.fromEntries(written) }));
  } catch {
    return replaceNames(template, values, number);
  }
}
