import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";
import { loadMessageFile } from "@/lib/i18n/messages";
import { defaultLocale, directionOf, isLocale, locales, type Locale } from "@/lib/i18n/locales";
import { NON_DOCUMENT_POLICY } from "@/lib/security/csp-policy.mjs";
import { routeClassOf } from "./metrics";
import { OUTAGE_KEY, type OutageHolder, type RequestScope } from "./outage-scope";

interface UnavailableTexts {
  readonly title: string;
  readonly text: string;
  readonly retry: string;
}

const RETRY_AFTER_SECONDS = 30;
const ENGLISH: UnavailableTexts = {
  title: "Temporarily unavailable",
  text: "The members' area cannot reach its database right now. Your data is safe; please try again in a minute.",
  retry: "Try again",
};

function state() {
  const holder = globalThis as OutageHolder;
  holder[OUTAGE_KEY] ??= { scope: new AsyncLocalStorage(), texts: new Map() };
  return holder[OUTAGE_KEY] as { scope: AsyncLocalStorage<RequestScope>; texts: Map<Locale, UnavailableTexts> };
}

/** Runs the handling of one request in a scope that can learn that the database failed it. */
export function withRequestScope<T>(run: () => T): T {
  return state().scope.run({ databaseUnavailable: false }, run);
}

/** The texts of the notice in every language, read once at start (the answer itself must be synchronous). */
export async function loadUnavailableTexts(): Promise<void> {
  const { texts } = state();
  await Promise.all(
    locales.map(async (locale) => {
      const group = (await loadMessageFile(locale)).unavailable as Partial<UnavailableTexts> | undefined;
      if (group?.title && group.text && group.retry) texts.set(locale, { title: group.title, text: group.text, retry: group.retry });
    }),
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

function localeOfPath(url: string | undefined): Locale {
  const first = /^\/([a-z]{2})(?:\/|$|\?)/.exec(url ?? "")?.[1];
  return isLocale(first) ? first : defaultLocale;
}

/** The 503 that replaces a 500 caused by the database: a short page in the path's language, or JSON for the API. */
export function unavailableAnswer(url: string | undefined): { contentType: string; body: string } {
  if (routeClassOf(url) !== "page") {
    return { contentType: "application/json", body: JSON.stringify({ error: "The database is not reachable right now. Try again in a minute.", code: "databaseUnavailable", retryAfter: RETRY_AFTER_SECONDS }) };
  }
  const locale = localeOfPath(url);
  const texts = state().texts.get(locale) ?? ENGLISH;
  const body = `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(texts.title)}</title></head><body><main><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.text)}</p><p><a href="">${escapeHtml(texts.retry)}</a></p></main></body></html>`;
  return { contentType: "text/html; charset=utf-8", body };
}

const runCallback = (args: readonly unknown[]) => {
  const callback = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
  if (callback) queueMicrotask(callback);
};

/**
 * A page or API route that fails because the database is away would answer 500 with the
 * framework's error page. When the request's scope says the database caused it, the answer
 * becomes 503 with Retry-After and a clear notice instead, and what the framework writes after
 * that goes nowhere. Other 500s stay as they are. The status is decided where it leaves: an
 * explicit writeHead, or the first write or end.
 */
export function answerUnavailableInsteadOf500(request: IncomingMessage, response: ServerResponse): void {
  const scope = state().scope.getStore();
  if (!scope) return;
  const { writeHead, write, end } = response;
  let replaced = false;
  const shouldReplace = (status: number) => status >= 500 && scope.databaseUnavailable && !response.headersSent;
  const replace = () => {
    replaced = true;
    const { contentType, body } = unavailableAnswer(request.url);
    for (const name of response.getHeaderNames()) response.removeHeader(name);
    Reflect.apply(writeHead, response, [
      503,
      {
        "Content-Type": contentType,
        "Content-Length": Buffer.byteLength(body),
        "Retry-After": String(RETRY_AFTER_SECONDS),
        "Cache-Control": "no-store",
        "Content-Security-Policy": NON_DOCUMENT_POLICY,
        "X-Content-Type-Options": "nosniff",
      },
    ]);
    Reflect.apply(end, response, [body]);
  };
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (!replaced && shouldReplace(status)) replace();
    if (replaced) return this;
    return Reflect.apply(writeHead, this, [status, ...rest]) as ServerResponse;
  } as ServerResponse["writeHead"];
  response.write = function (this: ServerResponse, ...args: unknown[]) {
    if (!replaced && shouldReplace(this.statusCode)) replace();
    if (!replaced) return Reflect.apply(write, this, args) as boolean;
    runCallback(args);
    return true;
  } as ServerResponse["write"];
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!replaced && shouldReplace(this.statusCode)) replace();
    if (!replaced) return Reflect.apply(end, this, args) as ServerResponse;
    runCallback(args);
    return this;
  } as ServerResponse["end"];
}
