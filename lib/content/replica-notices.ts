import "server-only";
import { z } from "zod";
import { openListenConnection } from "@/lib/db/chat-notices";
import { database } from "@/lib/db/connection";
import { CONTENT_CHANNEL } from "@/lib/db/content";
import { databaseConfigFrom } from "@/lib/db/engine.mjs";
import { listenForNotices } from "@/lib/db/listen-notices";
import { log } from "@/lib/server/log";
import { onExit } from "@/lib/server/shutdown";
import { processSingleton } from "@/lib/server/singleton";
import { currentOverlay, reloadOverlay } from "./overlay";

const noticeSchema = z.object({ version: z.number().int().positive() });

function parseNotice(payload: string): { version: number } | undefined {
  try {
    const parsed = noticeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * At start: reads the published overrides before the first page is rendered and, with PostgreSQL,
 * follows the publishes of every replica (NOTIFY on CONTENT_CHANNEL): a newer version than this
 * process holds is read again; after a lost connection everything is read again.
 */
export function followPublishedContent(): void {
  processSingleton("content-follower", () => {
    void currentOverlay().catch((error: unknown) => log("warn", "published content not read yet", { error: String(error) }));
    const config = databaseConfigFrom(process.env);
    if (!config.ok || config.config.engine !== "postgres") return true;
    const { url } = config.config;
    const reload = () =>
      void reloadOverlay().catch((error: unknown) => log("warn", "published content could not be read again", { error: String(error) }));
    const notices = listenForNotices({
      feed: "content feed",
      parse: parseNotice,
      connect: async () => {
        await database();
        return openListenConnection(url, CONTENT_CHANNEL);
      },
      onNotice: async ({ version }) => {
        if ((await currentOverlay().catch(() => undefined))?.version !== version) reload();
      },
      onListening: reload,
      log,
    });
    onExit(() => void notices.close());
    return true;
  });
}
