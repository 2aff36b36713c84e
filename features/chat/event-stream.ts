import "server-only";
import { rateLimitedResponse } from "@/lib/auth/api";
import { refusals } from "@/lib/auth/route-handler";
import type { Session } from "@/lib/auth/session";
import { findAccountById } from "@/lib/db/accounts";
import { chatMessagesAfter, type ChatMessage } from "@/lib/db/chat";
import { findSession } from "@/lib/db/sessions";
import { isDatabaseUnavailable } from "@/lib/server/database-outage";
import { onShutdown } from "@/lib/server/shutdown";
import { chatTails } from "./feed";
import { followChat } from "./follow-chat";
import { takeStreamSlot } from "./open-streams";

/** How often an open stream checks that its session still may read the chat. */
const SESSION_CHECK_MS = 5000;
/** A comment line every fifth check keeps proxies from closing an idle stream. */
const CHECKS_PER_KEEP_ALIVE = 5;
/**
 * A client that does not read has this much waiting for it at most; then it is dropped (its
 * browser reconnects with Last-Event-ID when it reads again). A catch-up sends its first page
 * regardless (follow-chat.ts bounds it) and waits for the client before the next.
 */
const UNREAD_BYTES_LIMIT = 256 * 1024;

const frame = (message: ChatMessage) => `id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`;

/** The id a client has seen up to: Last-Event-ID when its browser reconnects, else `after` of the chat page. */
function lastSeenOf(request: Request): number | undefined {
  const given = /^\d{1,15}$/.exec(request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("after") ?? "")?.[0];
  return given === undefined ? undefined : Number(given);
}

/**
 * The session still exists, has not expired, and its account is still entitled (auth:revoke,
 * log-out, password change). While the database does not answer the stream stays open: an
 * outage of a few seconds should not close every chat.
 */
async function mayStillRead(session: Session): Promise<boolean> {
  try {
    const stored = await findSession(session.idHash);
    if (!stored || stored.expiresAt <= Date.now()) return false;
    return session.accountId !== null && (await findAccountById(session.accountId))?.entitled === true;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return true;
    throw error;
  }
}

/**
 * Server-sent events of the site's chat for an entitled session: every message after the one
 * the client saw last, exactly once and in order, then each new one as it is stored (on any
 * replica). The stream ends with the session or the entitlement, and on shutdown.
 */
export function chatEventStream(request: Request, session: Session): Response {
  if (session.accountId === null) return refusals.notEntitled();
  const slot = takeStreamSlot(session.site, session.accountId);
  if (!slot.ok) {
    return rateLimitedResponse(30, slot.reason === "member" ? "The chat is open in too many windows. Close one and try again." : "The chat is full. Try again later.");
  }
  const encoder = new TextEncoder();
  let stop = () => {};
  let roomWaiters: (() => void)[] = [];
  const makeRoom = () => {
    const waiting = roomWaiters;
    roomWaiters = [];
    for (const resolve of waiting) resolve();
  };

  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let open = true;
        const hasRoom = () => (controller.desiredSize ?? 0) > 0;
        const send = (text: string, catchingUp = false) => {
          if (!open) return;
          if (!catchingUp && !hasRoom()) {
            stop();
            return;
          }
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            stop();
          }
        };
        let unfollow = () => {};
        let checks = 0;
        const checkSession = () => {
          checks += 1;
          void mayStillRead(session).then(
            (allowed) => {
              if (!allowed) stop();
              else if (checks % CHECKS_PER_KEEP_ALIVE === 0) send(": keep-alive\n\n");
            },
            () => stop(),
          );
        };
        // The first check comes at a random moment within the interval: streams that opened together
        // (every chat reconnecting after a restart) would otherwise query the database together.
        let check = setTimeout(() => {
          checkSession();
          check = setInterval(checkSession, SESSION_CHECK_MS);
        }, Math.random() * SESSION_CHECK_MS);
        const expiry = setTimeout(() => stop(), Math.max(0, session.claims.exp * 1000 - Date.now()));
        const forgetShutdown = onShutdown(() => stop());
        stop = () => {
          if (!open) return;
          open = false;
          clearInterval(check);
          clearTimeout(expiry);
          unfollow();
          makeRoom();
          forgetShutdown();
          slot.close();
          try {
            controller.close();
          } catch {
            // Already closed by the client.
          }
        };
        request.signal.addEventListener("abort", () => stop());
        send("retry: 3000\n\n");
        if (!open) return;
        unfollow = followChat({ tails: chatTails(), readAfter: chatMessagesAfter }, session.site, lastSeenOf(request), {
          send: (message, catchingUp) => send(frame(message), catchingUp),
          hasRoom,
          room: () => (open ? new Promise<void>((resolve) => roomWaiters.push(resolve)) : Promise.resolve()),
        });
      },
      pull() {
        makeRoom();
      },
      cancel() {
        stop();
      },
    },
    { highWaterMark: UNREAD_BYTES_LIMIT, size: (chunk) => chunk.byteLength },
  );
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      // nginx would otherwise buffer the stream.
      "X-Accel-Buffering": "no",
    },
  });
}
