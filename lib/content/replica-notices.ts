import "server-only";
import { z } from "zod";
import { openListenConnection } from "@/lib/db/chat-notices";
import { database } from "@/lib/db/connection";
import { CONTENT_CHANNEL } from "@/lib/db/content";
import { serverEnv } from "@/lib/env/server-env";
import { listenForNotices } from "@/lib/db/listen-notices";
import { log } from "@/lib/server/log";
import { onExit } from "@/lib/server/shutdown";
import { processSingleton } from "@/lib/server/singleton";
import { currentOverlay, reloadOverlay, type Overlay } from "./overlay";
import { expirePublishedPages } from "./revalidate";

const noticeSchema = z.object({ version: z.number().int().positive() });

function parseNotice(payload: string): { version: number } | undefined {
  try {
    const parsed = noticeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

// Start-up waits this long at most for the first read: a database that is away must not keep
// the public pages, which need none, from being served.
const FIRST_READ_WAIT_MS = 3000;

/** Reads the published values again and makes stale the pages of those newer than `held`. */
async function catchUp(held: Overlay | undefined): Promise<void> {
  const overlay = await reloadOverlay();
  const newer = overlay.values.filter((value) => value.version > (held?.version ?? 0));
  expirePublishedPages(newer);
}

/**
 * At start: reads the published overrides before the first page is served and makes stale the
 * build's pages they change (this process renders them anew, with them). With PostgreSQL it then
 * follows the publishes of every replica (NOTIFY on CONTENT_CHANNEL): a newer version than this
 * process holds is read again and its pages made stale; after a lost connection, everything newer.
 */
export async function followPublishedContent(): Promise<void> {
  const first = processSingleton("content-follower", () => {
    const firstRead = currentOverlay().then(
      (overlay) => expirePublishedPages(overlay.values),
      (error: unknown) => log("warn", "published content not read yet", { error: String(error) }),
    );
    const config = serverEnv.database();
    if (config.engine !== "postgres") return firstRead;
    const { url } = config;
    const held = () => currentOverlay().catch(() => undefined);
    const follow = () =>
      void held()
        .then(catchUp)
        .catch((error: unknown) => log("warn", "published content could not be read again", { error: String(error) }));
    const notices = listenForNotices({
      feed: "content feed",
      parse: parseNotice,
      connect: async () => {
        await database();
        return openListenConnection(url, CONTENT_CHANNEL);
      },
      onNotice: async ({ version }) => {
        if ((await held())?.version !== version) follow();
      },
      onListening: follow,
      log,
    });
    onExit(() => void notices.close());
    return firstRead;
  });
  await Promise.race([first, new Promise((resolve) => setTimeout(resolve, FIRST_READ_WAIT_MS).unref())]);
}
