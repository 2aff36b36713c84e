/**
 * The largest request body the server takes: the API's JSON bodies are small, and no page
 * accepts one. Shared by the server's early refusal of a larger declared body and by the
 * API's body reader, which also counts the bytes of a body sent without a length.
 */
export const MAX_BODY_BYTES = 16 * 1024;

export const bodyTooLargeText = (maxBytes: number) => `The body is larger than ${maxBytes} bytes.`;

/** The request's Content-Length declares a body over the limit. */
export function declaresTooLargeBody(contentLength: string | null | undefined, maxBytes = MAX_BODY_BYTES): boolean {
  const declared = Number(contentLength ?? "0");
  return Number.isFinite(declared) && declared > maxBytes;
}
