import { errorResponse } from "@/lib/auth/api";
import { currentSession } from "@/lib/auth/session";
import { subscribeChat } from "@/lib/chat/publisher";
import { chatMessagesAfter, type ChatMessage } from "@/lib/db/chat";
import { findSession } from "@/lib/db/sessions";

const HEARTBEAT_MS = 25_000;
const CATCH_UP_LIMIT = 200;

const frame = (message: ChatMessage) => `id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`;

/**
 * Server-sent events of the site's chat. A reconnecting browser sends Last-Event-ID and gets
 * what it missed; the stream ends with the session (log-out, expiry).
 */
export async function GET(request: Request) {
  const session = await currentSession();
  if (!session) return errorResponse(401, "notSignedIn", "Not signed in.");
  if (!session.entitled) return errorResponse(403, "notEntitled", "The chat is open to entitled members.");
  const lastSeen = /^\d{1,15}$/.exec(request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("after") ?? "")?.[0];
  const encoder = new TextEncoder();
  let stop = () => {};

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const send = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const unsubscribe = subscribeChat(session.site, (message) => send(frame(message)));
      const heartbeat = setInterval(() => {
        const stored = findSession(session.idHash);
        if (!stored || stored.expiresAt <= Date.now()) stop();
        else send(": keep-alive\n\n");
      }, HEARTBEAT_MS);
      const expiry = setTimeout(() => stop(), Math.max(0, session.claims.exp * 1000 - Date.now()));
      stop = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // Already closed by the client.
        }
      };
      request.signal.addEventListener("abort", () => stop());
      send("retry: 3000\n\n");
      if (lastSeen) for (const message of chatMessagesAfter(session.site, Number(lastSeen), CATCH_UP_LIMIT)) send(frame(message));
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      // nginx would otherwise buffer the stream.
      "X-Accel-Buffering": "no",
    },
  });
}
