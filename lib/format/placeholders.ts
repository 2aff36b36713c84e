/**
 * The arguments of an ICU message ({name}, {count, plural, …}) and its rich-text tags (<b>…</b>).
 * A translation must use the same ones as the English text, or a value goes missing on screen.
 */
const BRANCHING = new Set(["plural", "select", "selectordinal"]);

export function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  let position = 0;

  // ICU quoting: '' is a quote; a quote before { or } starts literal text up to the next quote.
  function skipQuote(): void {
    const next = text[position + 1];
    if (next === "'") position += 2;
    else if (next === "{" || next === "}") {
      const end = text.indexOf("'", position + 1);
      position = end === -1 ? text.length : end + 1;
    } else position += 1;
  }

  /** Reads message text until the `}` that closes it (or the end). */
  function message(): void {
    while (position < text.length) {
      const char = text[position];
      if (char === "'") skipQuote();
      else if (char === "{") argument();
      else if (char === "}") return;
      else {
        if (char === "<") {
          const tag = /^<([A-Za-z][\w-]*)>/.exec(text.slice(position));
          if (tag) names.add(`<${tag[1]}>`);
        }
        position += 1;
      }
    }
  }

  function readUntil(stops: string): string {
    const start = position;
    while (position < text.length && !stops.includes(text[position] ?? "")) position += 1;
    return text.slice(start, position).trim();
  }

  /** At a `{`: the argument's name, its type, and for plural and select the branch messages. */
  function argument(): void {
    position += 1;
    const name = readUntil(",}");
    if (name) names.add(name);
    if (text[position] === ",") {
      position += 1;
      const type = readUntil(",}");
      if (text[position] === "," && BRANCHING.has(type)) {
        position += 1;
        while (position < text.length && text[position] !== "}") {
          readUntil("{}");
          if (text[position] !== "{") break;
          position += 1;
          message();
          position += 1;
        }
      } else {
        let depth = 0;
        while (position < text.length && !(text[position] === "}" && depth === 0)) {
          if (text[position] === "{") depth += 1;
          if (text[position] === "}") depth -= 1;
          position += 1;
        }
      }
    }
    position += 1;
  }

  while (position < text.length) {
    message();
    position += 1;
  }
  return [...names].sort();
}

export interface PlaceholderMismatch {
  missing: string[];
  extra: string[];
}

/** Undefined when both use the same placeholders, or when the translation is empty. */
export function placeholderMismatch(english: string, translation: string): PlaceholderMismatch | undefined {
  if (!translation) return undefined;
  const expected = new Set(placeholdersOf(english));
  const found = new Set(placeholdersOf(translation));
  const missing = [...expected].filter((name) => !found.has(name));
  const extra = [...found].filter((name) => !expected.has(name));
  return missing.length || extra.length ? { missing, extra } : undefined;
}

/** A message whose only arguments are plain {name}s can be recognised on a rendered page. */
export function hasOnlySimpleArguments(text: string): boolean {
  return !/\{[^{}]*,/.test(text) && !/<[A-Za-z]/.test(text) && !/'[{}']/.test(text);
}
