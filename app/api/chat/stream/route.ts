import { entitledOnly, withSession } from "@/lib/auth/route-handler";
import { chatEventStream } from "@/features/chat/server";

/** Server-sent events of the site's chat; a reconnecting browser sends Last-Event-ID and gets what it missed. */
export const GET = withSession(null, ({ request, session }) => chatEventStream(request, session), { gate: entitledOnly });
