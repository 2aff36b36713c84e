import { LANGUAGE_PREVIEW_KEY, languagePreviewGroup } from "@/lib/client/storage/language-preview";
import { readGroup, removeEntry } from "@/lib/client/storage/store";
import styles from "./edit-preview.module.css";

/**
 * The preview of language edits on a public page, loaded only while a maintainer previews in
 * this browser. The page is the prerendered one; this swaps every text (and labelling
 * attribute) that shows a previewed message for its edited version, also in parts that
 * appear later (client navigation), and says so in a bar with a button to end the preview.
 */
const ATTRIBUTES = ["title", "aria-label", "alt", "placeholder"] as const;
const SKIPPED = new Set(["SCRIPT", "STYLE", "TEXTAREA", "NOSCRIPT"]);
const BAR_ID = "edit-preview-bar";

interface PatternRule {
  pattern: RegExp;
  names: string[];
  to: string;
}

/** "Home page of {site}" → /^Home page of (.+?)$/ with the names, so the value carries over. */
function patternRule(from: string, to: string): PatternRule {
  const names: string[] = [];
  const source = from
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(name);
      return "([\\s\\S]+?)";
    })
    .join("");
  return { pattern: new RegExp(`^${source}$`), names, to };
}

export function startEditPreview(locale: string): () => void {
  const preview = readGroup(languagePreviewGroup);
  if (!preview) return () => undefined;
  const exact = new Map<string, string>();
  const rules: PatternRule[] = [];
  for (const [from, to] of preview.locales[locale] ?? []) {
    if (/\{\w+\}/.test(from)) rules.push(patternRule(from, to));
    else exact.set(from, to);
  }

  function edited(text: string): string | undefined {
    const trimmed = text.trim();
    if (!trimmed) return undefined;
    let result = exact.get(trimmed);
    if (result === undefined) {
      for (const rule of rules) {
        const match = rule.pattern.exec(trimmed);
        if (!match) continue;
        const values = new Map(rule.names.map((name, index) => [name, match[index + 1] ?? ""]));
        result = rule.to.replace(/\{(\w+)\}/g, (whole, name: string) => values.get(name) ?? whole);
        break;
      }
    }
    return result === undefined ? undefined : text.replace(trimmed, () => result);
  }

  function applyTo(root: Node): void {
    if (root instanceof Element && (root.id === BAR_ID || root.closest(`#${BAR_ID}`))) return;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node instanceof Element && (SKIPPED.has(node.tagName) || node.id === BAR_ID) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    });
    for (let node: Node | null = root; node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        const next = edited(node.nodeValue ?? "");
        if (next !== undefined) node.nodeValue = next;
      } else if (node instanceof Element) {
        for (const name of ATTRIBUTES) {
          const value = node.getAttribute(name);
          const next = value === null ? undefined : edited(value);
          if (next !== undefined) node.setAttribute(name, next);
        }
      }
    }
  }

  function applyToTitle(): void {
    const [first = "", ...rest] = document.title.split(" – ");
    const next = edited(first);
    if (next !== undefined) document.title = [next, ...rest].join(" – ");
  }

  // Our own changes are mutations too: stop watching while making them, so no edit is applied twice.
  const observer = new MutationObserver((records) => {
    observer.disconnect();
    for (const record of records) {
      if (record.type === "characterData") applyTo(record.target);
      else record.addedNodes.forEach((node) => applyTo(node));
    }
    applyToTitle();
    watch();
  });
  const watch = () => observer.observe(document.body, { childList: true, subtree: true, characterData: true });

  const bar = document.createElement("div");
  bar.id = BAR_ID;
  bar.setAttribute("role", "status");
  bar.className = styles.bar ?? "";
  const notice = document.createElement("span");
  notice.dir = "auto";
  notice.textContent = preview.notice;
  const end = document.createElement("button");
  end.type = "button";
  end.className = "menu-button";
  end.textContent = preview.endLabel;
  end.addEventListener("click", () => {
    removeEntry(LANGUAGE_PREVIEW_KEY);
    window.location.reload();
  });
  bar.append(notice, end);

  applyTo(document.body);
  applyToTitle();
  document.body.append(bar);
  watch();

  return () => {
    observer.disconnect();
    bar.remove();
  };
}
