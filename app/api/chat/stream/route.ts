import { rateLimitedResponse } from "@/lib/auth/api";
import { entitledOnly, refusals, withSession } from "@/lib/auth/route-handler";
import type { Session } from "@/lib/auth/session";
import { chatFeed, takeStreamSlot } from "@/features/chat/server";
import { findAccountById } from "@/lib/db/accounts";
import { chatMessagesAfter, type ChatMessage } from "@/lib/db/chat";
import { findSession } from "@/lib/db/sessions";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { onShutdown } from "@/lib/server/shutdown";

/** How often an open stream checks that its session still may read the chat. */
const SESSION_CHECK_MS = 5000;
/** A comment line every fifth check keeps proxies from closing an idle stream. */
const CHECKS_PER_KEEP_ALIVE = 5;
const CATCH_UP_LIMIT = 200;
/**
 * A client that does not read has this much waiting for it at most; then it is dropped (its
 * browser reconnects with Last-Event-ID when it reads again). The catch-up is bounded by
 * CATCH_UP_LIMIT and sent regardless.
 */
const UNREAD_BYTES_LIMIT = 256 * 1024;

const frame = (message: ChatMessage) => `id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`;

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
 * Server-sent events of the site's chat. A reconnecting browser sends Last-Event-ID and gets
 * what it missed; the stream ends with the session or the entitlement, and on shutdown.
 */
export const GET = withSession(null, ({ request, session }) => openStream(request, session), { gate: entitledOnly });

function openStream(request: Request, session: Session): Response {
  if (session.accountId === null) return refusals.notEntitled();
  const slot = takeStreamSlot(session.site, session.accountId);
  if (!slot.ok) {
    return rateLimitedResponse(30, slot.reason === "member" ? "The chat is open in too many windows. Close one and try again." : "The chat is full. Try again later.");
  }
  const lastSeen = /^\d{1,15}$/.exec(request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("after") ?? "")?.[0];
  const encoder = new TextEncoder();
  let stop = () => {};

  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let open = true;
        const send = (text: string, catchingUp = false) => {
          if (!open) return;
          if (!catchingUp && (controller.desiredSize ?? 0) <= 0) {
            stop();
            return;
          }
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            stop();
          }
        };
        // Live messages wait while the catch-up is read, so the browser gets them in order and
        // none twice; with nothing to catch up they pass at once.
        let lastSent = lastSeen ? Number(lastSeen) : 0;
        let waiting: ChatMessage[] | undefined = lastSeen ? [] : undefined;
        const deliver = (message: ChatMessage, catchingUp = false) => {
          if (message.id <= lastSent) return;
          lastSent = message.id;
          send(frame(message), catchingUp);
        };
        const unsubscribe = chatFeed().subscribe(session.site, (message) => {
          if (waiting) waiting.push(message);
          else deliver(message);
        });
        let checks = 0;
        const check = setInterval(() => {
          checks += 1;
          void mayStillRead(session).then(
            (allowed) => {
              if (!allowed) stop();
              else if (checks % CHECKS_PER_KEEP_ALIVE === 0) send(": keep-alive\n\n");
            },
            () => stop(),
          );
        }, SESSION_CHECK_MS);
        const expiry = setTimeout(() => stop(), Math.max(0, session.claims.exp * 1000 - Date.now()));
        const forgetShutdown = onShutdown(() => stop());
        stop = () => {
          if (!open) return;
          open = false;
          clearInterval(check);
          clearTimeout(expiry);
          unsubscribe();
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
        if (waiting) {
          const after = lastSent;
          void chatMessagesAfter(session.site, after, CATCH_UP_LIMIT)
            .catch(() => [] as ChatMessage[])
            .then((missed) => {
              for (const message of missed) deliver(message, true);
              const live = waiting ?? [];
              waiting = undefined;
              for (const message of live) deliver(message);
            });
        }
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

