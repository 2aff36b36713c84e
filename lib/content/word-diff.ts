/** One run of a word-level difference: text both versions share, or text only the newer or the older has. */
export interface DiffPart {
  readonly kind: "same" | "added" | "removed";
  readonly text: string;
}

/** Words and the spaces between them, so the parts join back into each version exactly. */
function tokens(text: string): string[] {
  return text.match(/\s+|\S+/gu) ?? [];
}

// Above this many cells the table would cost too much for a text's history: the whole text changed.
const MAX_CELLS = 1_000_000;

/**
 * The difference between two versions of a text, word by word (a longest common subsequence):
 * joining the "same" and "removed" parts gives `before`, the "same" and "added" parts `after`.
 * Neighbouring runs of one kind are merged, removals before additions.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  if (a.length * b.length > MAX_CELLS) return merge([...a.map((text) => ({ kind: "removed" as const, text })), ...b.map((text) => ({ kind: "added" as const, text }))]);
  // common[i][j]: the length of the longest common run of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    const row = common[i] as Uint32Array;
    const below = common[i + 1] as Uint32Array;
    for (let j = b.length - 1; j >= 0; j -= 1) {
      row[j] = a[i] === b[j] ? (below[j + 1] as number) + 1 : Math.max(below[j] as number, row[j + 1] as number);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      parts.push({ kind: "same", text: a[i] as string });
      i += 1;
      j += 1;
    } else if (j >= b.length || (i < a.length && (common[i + 1]?.[j] ?? 0) >= (common[i]?.[j + 1] ?? 0))) {
      parts.push({ kind: "removed", text: a[i] as string });
      i += 1;
    } else {
      parts.push({ kind: "added", text: b[j] as string });
      j += 1;
    }
  }
  return merge(parts);
}

/**
 * Joins the token runs into readable parts: a space between two changed words belongs to the
 * change ("von Ben" → "am Deich" is one replacement, not two), and within each changed stretch
 * the removed words come first, then the ones that replace them.
 */
function merge(parts: readonly DiffPart[]): DiffPart[] {
  const merged: DiffPart[] = [];
  let removed = "";
  let added = "";
  const flush = () => {
    if (removed) merged.push({ kind: "removed", text: removed });
    if (added) merged.push({ kind: "added", text: added });
    removed = "";
    added = "";
  };
  parts.forEach((part, index) => {
    const before = parts[index - 1];
    const after = parts[index + 1];
    const between = part.kind === "same" && /^\s+$/u.test(part.text) && before !== undefined && before.kind !== "same" && after !== undefined && after.kind !== "same";
    if (between) {
      removed += part.text;
      added += part.text;
    } else if (part.kind === "removed") removed += part.text;
    else if (part.kind === "added") added += part.text;
    else {
      flush();
      const last = merged[merged.length - 1];
      if (last?.kind === "same") merged[merged.length - 1] = { kind: "same", text: last.text + part.text };
      else merged.push(part);
    }
  });
  flush();
  return merged;
}
