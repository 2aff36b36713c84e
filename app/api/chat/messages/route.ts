import { jsonResponse, rateLimitedResponse } from "@/lib/auth/api";
import { entitledOnly, refusals, withSession } from "@/lib/auth/route-handler";
import { chatMessageSchema, chatTails } from "@/features/chat/server";
import { countChatMessagesSince, insertChatMessage } from "@/lib/db/chat";

/** A flood guard, generous for people typing. */
const MESSAGES_PER_MINUTE = 20;

/** A new chat message of an entitled member; every open chat of the site gets it at once. */
export const POST = withSession(
  chatMessageSchema,
  async ({ session, body }) => {
    const { accountId } = session;
    if (accountId === null) return refusals.notEntitled();
    const now = Date.now();
    if ((await countChatMessagesSince(accountId, now - 60_000)) >= MESSAGES_PER_MINUTE) return rateLimitedResponse(60, "Too many messages. Wait a minute.");
    const message = await insertChatMessage({ site: session.site, accountId, userName: session.userName, body: body.body, now });
    // This process's open chats read it at once; the other replicas hear of it by NOTIFY.
    chatTails().wake(session.site, message.id);
    return jsonResponse({ message }, 201);
  },
  { gate: entitledOnly },
);
