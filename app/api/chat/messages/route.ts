import { answerDatabaseOutage, errorResponse, guardPost, jsonResponse, readJsonBody } from "@/lib/auth/api";
import { currentSession } from "@/lib/auth/session";
import { chatFeed } from "@/features/chat/feed";
import { chatMessageSchema } from "@/features/chat/message-schema";
import { countChatMessagesSince, insertChatMessage } from "@/lib/db/chat";

/** A flood guard, generous for people typing. */
const MESSAGES_PER_MINUTE = 20;

/** A new chat message of an entitled member; every open chat of the site gets it at once. */
async function post(request: Request): Promise<Response> {
  const guarded = await guardPost(request);
  if (!guarded.ok) return guarded.response;
  const session = await currentSession(guarded.context);
  if (!session) return errorResponse(401, "notSignedIn", "Not signed in.");
  if (!session.entitled || session.accountId === null) return errorResponse(403, "notEntitled", "The chat is open to entitled members.");
  const body = await readJsonBody(request, chatMessageSchema);
  if (!body.ok) return body.response;
  const now = Date.now();
  if ((await countChatMessagesSince(session.accountId, now - 60_000)) >= MESSAGES_PER_MINUTE) {
    return errorResponse(429, "rateLimited", "Too many messages. Wait a minute.", { retryAfter: 60 }, { "Retry-After": "60" });
  }
  const message = await insertChatMessage({ site: session.site, accountId: session.accountId, userName: session.userName, body: body.data.body, now });
  await chatFeed().publish(session.site, message);
  return jsonResponse({ message }, 201);
}

export const POST = answerDatabaseOutage(post);
