/**
 * The largest request body the server takes: the API's JSON bodies are small, and no page
 * accepts one. Shared by the server's early refusal of a larger declared body and by the
 * API's body reader, which also counts the bytes of a body sent without a length.
 */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * An editor publishes a language's texts in one request (all or nothing): a few hundred texts.
 * Below the 64 kB that the middleware holds of a body (next.config.ts).
 */
export const MAX_CONTENT_BODY_BYTES = 60 * 1024;

const CONTENT_API = "/api/content/";

/** The body limit of the request to `url`: the content API's, or everyone else's. */
export function bodyLimitOf(url: string | undefined): number {
  return (url ?? "").startsWith(CONTENT_API) ? MAX_CONTENT_BODY_BYTES : MAX_BODY_BYTES;
}

export const bodyTooLargeText = (maxBytes: number) => `The body is larger than ${maxBytes} bytes.`;

/** The request's Content-Length declares a body over the limit. */
export function declaresTooLargeBody(contentLength: string | null | undefined, maxBytes = MAX_BODY_BYTES): boolean {
  const declared = Number(contentLength ?? "0");
  return Number.isFinite(declared) && declared > maxBytes;
}
