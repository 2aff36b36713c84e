/**
 * Once when the server starts: validate the configuration (or refuse to run), logging, shutdown,
 * database; then the chat feed, so that with PostgreSQL this replica LISTENs before its first
 * viewer arrives (a notice sent before that would reach nobody here).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("@/lib/server/startup-node");
  startServer();
  const { chatFeed } = await import("@/features/chat/feed");
  chatFeed();
}
