// An open chat event stream that calls back for every message as it arrives.
import { request } from "node:http";

export function openStream({ port, host, cookie, onMessage }) {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/api/chat/stream", agent: false, headers: { host, cookie: `session=${cookie}`, accept: "text/event-stream" } });
    req.on("response", (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`the chat stream answered ${res.statusCode}`));
        return;
      }
      let buffer = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        buffer += chunk;
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (data && /^event: message$/m.test(frame)) onMessage(JSON.parse(data), Date.now());
        }
      });
      resolve({ close: () => req.destroy() });
    });
    req.on("error", reject);
    req.end();
  });
}

export function percentile(sorted, share) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}
