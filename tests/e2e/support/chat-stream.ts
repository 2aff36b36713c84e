// An open chat event stream read as a browser's EventSource reads it, calling back for every
// message as it arrives. `after` is what the chat page asks for when it opens the stream,
// `lastEventId` what a browser sends when it reconnects. The benchmarks use it too.
import { request } from "node:http";

interface StreamedMessage {
  id: number;
  userName: string;
  body: string;
  createdAt: number;
}

export interface StreamOptions {
  port: number;
  host: string;
  cookie: string;
  onMessage(message: StreamedMessage, at: number, eventId: string | undefined): void;
  after?: number;
  lastEventId?: number;
}

export function openStream({ port, host, cookie, onMessage, after, lastEventId }: StreamOptions): Promise<{ close(): void }> {
  const path = after === undefined ? "/api/chat/stream" : `/api/chat/stream?after=${after}`;
  const resumeFrom = lastEventId === undefined ? {} : { "last-event-id": String(lastEventId) };
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false, headers: { host, cookie: `session=${cookie}`, accept: "text/event-stream", ...resumeFrom } });
    req.on("response", (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`the chat stream answered ${res.statusCode}`));
        return;
      }
      let buffer = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          const eventId = /^id: (.*)$/m.exec(frame)?.[1];
          if (data && /^event: message$/m.test(frame)) onMessage(JSON.parse(data) as StreamedMessage, Date.now(), eventId);
        }
      });
      resolve({ close: () => req.destroy() });
    });
    req.on("error", reject);
    req.end();
  });
}
