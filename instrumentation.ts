/**
 * Once when the server starts: validate the configuration (or refuse to run), logging, shutdown,
 * database; then the chat feed, so that with PostgreSQL this replica LISTENs (once the
 * migrations have run) before its first viewer arrives.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("@/lib/startup/startup-node");
  startServer();
  const { chatTails } = await import("@/features/chat/feed");
  chatTails();
}
