import { connect } from "node:net";
import { E2E_PORT } from "../server-env";

export interface RawResponse {
  status: number;
  headers: Record<string, string[]>;
  body: string;
}

/**
 * Sends bytes exactly as given (odd Host headers, unencoded paths), which HTTP client
 * libraries refuse to send, and reads the answer until the server closes the connection.
 */
export function rawRequest(head: string, body = "", port = E2E_PORT): Promise<RawResponse> {
  const request = openRawRequest(head, port);
  request.send(body);
  return request.response;
}

/** A request whose body the caller sends piece by piece (to keep a request in flight). */
export function openRawRequest(head: string, port = E2E_PORT): { send(bytes: string): void; response: Promise<RawResponse> } {
  const socket = connect(port, "127.0.0.1");
  const response = new Promise<RawResponse>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 15 s to ${head.split("\r\n")[0]?.slice(0, 80)}`));
    }, 15_000);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      const [statusLine = "", ...headerLines] = text.slice(0, split < 0 ? text.length : split).split("\r\n");
      const headers: Record<string, string[]> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        const name = line.slice(0, colon).trim().toLowerCase();
        (headers[name] ??= []).push(line.slice(colon + 1).trim());
      }
      resolve({ status: Number(statusLine.split(" ")[1] ?? 0), headers, body: split < 0 ? "" : text.slice(split + 4) });
    });
  });
  socket.write(`${head}\r\nConnection: close\r\n\r\n`, "latin1");
  return { send: (bytes) => socket.write(bytes, "latin1"), response };
}

/** A GET with the given path and Host header, byte for byte. */
export function rawGet(path: string, host: string, extraHeaders: string[] = [], port = E2E_PORT): Promise<RawResponse> {
  return rawRequest([`GET ${path} HTTP/1.1`, `Host: ${host}`, ...extraHeaders].join("\r\n"), "", port);
}
