/** Once when the server starts: validate the configuration (or refuse to run), logging, shutdown, database. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("@/lib/startup-node");
  startServer();
}
