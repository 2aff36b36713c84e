/**
 * Once when the server starts: validate the configuration (or refuse to run), logging, shutdown,
 * database; then the chat feed and the published content (read at once; with PostgreSQL both
 * LISTEN once the migrations have run) before the first viewer arrives.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("@/lib/startup/startup-node");
  startServer();
  const { chatTails } = await import("@/features/chat/feed");
  chatTails();
  const { followPublishedContent } = await import("@/lib/content/replica-notices");
  await followPublishedContent();
}
