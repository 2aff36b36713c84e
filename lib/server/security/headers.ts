import { startUpScript } from "@/lib/client/start-up-script";
import type { Rendering } from "@/lib/tenancy/hosts/routing";
import { NON_DOCUMENT_POLICY, documentPolicy } from "./csp-policy.mjs";
import { sha256 } from "./sha256.mjs";

export const REQUEST_ID_HEADER = "x-request-id";
const TRUSTED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/** The proxy's request id when the proxy is trusted and the id looks sane, else a fresh one. */
export function requestIdOf(headers: Headers, trustProxy: boolean): string {
  const upstream = trustProxy ? headers.get(REQUEST_ID_HEADER) : null;
  return upstream && TRUSTED_REQUEST_ID.test(upstream) ? upstream : crypto.randomUUID();
}

/** The inline start-up script runs on every page, so every policy allows it by its hash. */
const startUpScriptHash = `'sha256-${sha256(startUpScript)}'`;

export interface DocumentSecurity {
  /** The policy of the response, or undefined when the page brings its own (prerendered pages). */
  policy?: string;
  /** Next.js reads the nonce from this request header and puts it on its own scripts. */
  nonce?: string;
}

export const OPENER_POLICY_HEADER = "Cross-Origin-Opener-Policy";

/**
 * Members' pages (rendered per request or kept per access) and the per-request notices cut the
 * link to a window of another site that opened them, so that it can neither steer nor probe them. A
 * prerendered page is the same public text for everyone and has nothing to protect that way; the
 * policy would cost it a fresh browsing-context group, and with it a new renderer process, on the
 * first visit from another site: 15–30 ms of main thread before anything is parsed
 * (bench/PROFILE.md, ninth round).
 */
export function openerPolicy(rendering: Rendering): string | undefined {
  return rendering === "dynamic" || rendering === "kept" ? "same-origin" : undefined;
}

/**
 * Prerendered and kept pages carry a policy with the hashes of their inline scripts
 * (scripts/post-build.mjs, the page cache); pages rendered per request get a fresh nonce;
 * everything else may run nothing.
 */
export function documentSecurity(rendering: Rendering): DocumentSecurity {
  if (rendering === "static" || rendering === "kept") return {};
  if (rendering === "none") return { policy: NON_DOCUMENT_POLICY };
  const nonce = btoa(crypto.randomUUID());
  return { nonce, policy: documentPolicy([`'nonce-${nonce}'`, startUpScriptHash]) };
}
