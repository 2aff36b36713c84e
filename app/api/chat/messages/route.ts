import { jsonResponse, rateLimitedResponse } from "@/lib/auth/api";
import { entitledOnly, refusals, withSession } from "@/lib/auth/route-handler";
import { chatMessageSchema } from "@/lib/auth/schemas";
import { publishChatMessage } from "@/lib/chat/publisher";
import { countChatMessagesSince, insertChatMessage } from "@/lib/db/chat";

/** A flood guard, generous for people typing. */
const MESSAGES_PER_MINUTE = 20;

/** A new chat message of an entitled member; every open chat of the site gets it at once. */
export const POST = withSession(
  chatMessageSchema,
  ({ session, body }) => {
    const { accountId } = session;
    if (accountId === null) return refusals.notEntitled();
    const now = Date.now();
    if (countChatMessagesSince(accountId, now - 60_000) >= MESSAGES_PER_MINUTE) return rateLimitedResponse(60, "Too many messages. Wait a minute.");
    const message = insertChatMessage({ site: session.site, accountId, userName: session.userName, body: body.body, now });
    publishChatMessage(session.site, message);
    return jsonResponse({ message }, 201);
  },
  { gate: entitledOnly },
);
