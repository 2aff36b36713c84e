import "server-only";
import { latestVersions, type PublishedValue } from "@/lib/db/content";
import { mergeMessages, type Messages } from "@/lib/i18n/messages";
import { processSingleton } from "@/lib/server/singleton";
import { SHARED } from "./text-scope";

/** The published texts of this process: per owner ('*' or a site) and language, a tree of overrides. */
export interface Overlay {
  /** The newest published version it holds (0: nothing published). */
  readonly version: number;
  readonly texts: ReadonlyMap<string, Messages>;
  /** Every published value, newest version per key (facts too). */
  readonly values: readonly PublishedValue[];
}

const EMPTY: Overlay = { version: 0, texts: new Map(), values: [] };

interface Holder {
  current?: Promise<Overlay>;
  merged: Map<string, Messages>;
}

const holder = () => processSingleton<Holder>("content-overlay", () => ({ merged: new Map() }));

/** Puts `value` at the dotted `key` of `tree`. */
function place(tree: Messages, key: string, value: string): void {
  const parts = key.split(".");
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    node = (typeof next === "object" && next !== null ? next : (node[part] = {})) as Messages;
  }
  node[parts[parts.length - 1] ?? key] = value;
}

/** The overlay of the given newest versions (a value of null is the build's text again: no override). */
export function overlayOf(values: readonly PublishedValue[], version: number): Overlay {
  const texts = new Map<string, Messages>();
  for (const value of values) {
    if (value.kind !== "text" || value.value === null) continue;
    const id = `${value.owner} ${value.locale}`;
    const tree = texts.get(id) ?? {};
    place(tree, value.key, value.value);
    texts.set(id, tree);
  }
  return { version, texts, values };
}

/**
 * The published overrides, read from the database once per process and again after each publish
 * (here or on another replica). While the build prerenders there is no database to ask: the build
 * renders its own files, and the server regenerates what was published (lib/content/revalidate.ts).
 */
export function currentOverlay(): Promise<Overlay> {
  if (process.env.NEXT_PHASE === "phase-production-build") return Promise.resolve(EMPTY);
  const state = holder();
  if (!state.current) {
    const loading = latestVersions().then(({ values, version }) => overlayOf(values, version));
    // A failed read (the database is away) is tried again by the next request.
    loading.catch(() => {
      if (state.current === loading) state.current = undefined;
    });
    state.current = loading;
  }
  return state.current;
}

/** Reads the published overrides again; resolves once the new ones are in use. */
export async function reloadOverlay(): Promise<Overlay> {
  const state = holder();
  const loading = latestVersions().then(({ values, version }) => overlayOf(values, version));
  const overlay = await loading;
  const previous = state.current ? await state.current.catch(() => EMPTY) : EMPTY;
  // Two reloads may finish out of order: the newer version wins.
  if (overlay.version >= previous.version) {
    state.current = Promise.resolve(overlay);
    state.merged.clear();
  }
  return overlay;
}

/**
 * A language's messages as a site shows them: the build's files, then the texts published for
 * every site, then the site's own (a site's version of a shared menu label wins over the shared one).
 */
export function withOverlay(overlay: Overlay, build: Messages, locale: string, site: string | undefined): Messages {
  const id = `${overlay.version} ${site ?? SHARED} ${locale}`;
  const merged = holder().merged;
  const cached = merged.get(id);
  if (cached) return cached;
  let messages = build;
  for (const owner of site ? [SHARED, site] : [SHARED]) {
    const texts = overlay.texts.get(`${owner} ${locale}`);
    if (texts) messages = mergeMessages(messages, texts);
  }
  merged.set(id, messages);
  return messages;
}
