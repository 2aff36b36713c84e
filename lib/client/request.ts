/** What every call of the request wrapper returns: the data, an error text, the status. */
export interface RequestResult<T = unknown> {
  /** The parsed JSON answer; null for 204, an empty body, or a failure without a JSON body. */
  readonly data: T | null;
  readonly error: string | null;
  /** The HTTP status; 0 when the network failed. */
  readonly status: number;
}

const BODY_START = 200;

/**
 * The generic request wrapper, with the specification's German error texts word for word. A non-OK
 * answer whose body is JSON keeps it as `data` too, so a form can show why (e.g. `code`).
 */
export async function requestJson<T = unknown>(url: string, init: RequestInit = {}): Promise<RequestResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: "include", ...init });
  } catch (error) {
    return { data: null, error: `Netzwerkfehler: ${error instanceof Error ? error.message : String(error)}`, status: 0 };
  }
  const { status } = response;
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return { data: null, error: `Netzwerkfehler: ${error instanceof Error ? error.message : String(error)}`, status: 0 };
  }
  if (!response.ok) return { data: parseOrNull<T>(text), error: `HTTP-Fehler ${status}: ${text.slice(0, BODY_START)}`, status };
  if (status === 204 || text.trim() === "") return { data: null, error: null, status };
  if (!/\bjson\b/i.test(response.headers.get("content-type") ?? "")) {
    return { data: null, error: "Unerwartetes Datenformat (kein JSON)", status };
  }
  try {
    return { data: JSON.parse(text) as T, error: null, status };
  } catch {
    return { data: null, error: "Ungültiges JSON-Format vom Server", status };
  }
}

function parseOrNull<T>(text: string): T | null {
  try {
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/** A JSON POST of the auth API. */
export function postJson<T = unknown>(url: string, body: unknown = {}): Promise<RequestResult<T>> {
  return requestJson<T>(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}
