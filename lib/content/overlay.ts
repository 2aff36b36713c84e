import "server-only";
import { latestVersions, type PublishedValue } from "@/lib/db/content";
import { isBuildPhase } from "@/lib/env/build";
import type { Messages } from "@/lib/i18n/messages";
import { processSingleton } from "@/lib/server/singleton";
import { overrideTexts } from "./override-texts";
import { SHARED } from "./text-scope";

/** The published texts of this process: per owner ('*' or a site) and language, the texts by dotted key. */
export interface Overlay {
  /** The newest published version it holds (0: nothing published). */
  readonly version: number;
  readonly texts: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** Every published value, newest version per key (facts too). */
  readonly values: readonly PublishedValue[];
}

const EMPTY: Overlay = { version: 0, texts: new Map(), values: [] };

interface Holder {
  current?: Promise<Overlay>;
  merged: Map<string, Messages>;
}

const holder = () => processSingleton<Holder>("content-overlay", () => ({ merged: new Map() }));

/** The overlay of the given newest versions (a value of null is the build's text again: no override). */
export function overlayOf(values: readonly PublishedValue[], version: number): Overlay {
  const texts = new Map<string, Map<string, string>>();
  for (const value of values) {
    if (value.kind !== "text" || value.value === null) continue;
    const id = `${value.owner} ${value.locale}`;
    texts.set(id, (texts.get(id) ?? new Map<string, string>()).set(value.key, value.value));
  }
  return { version, texts, values };
}

/**
 * The published overrides, read from the database once per process and again after each publish
 * (here or on another replica). While the build prerenders there is no database to ask: the build
 * renders its own files, and the server regenerates what was published (lib/content/revalidate.ts).
 */
export function currentOverlay(): Promise<Overlay> {
  if (isBuildPhase()) return Promise.resolve(EMPTY);
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
    if (texts) messages = overrideTexts(messages, texts);
  }
  merged.set(id, messages);
  return messages;
}
