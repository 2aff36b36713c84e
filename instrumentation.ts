/** Validates the configuration once when the server starts and refuses to run on an error. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { prepareStorage, refuseBadConfiguration } = await import("@/lib/startup-node");
  refuseBadConfiguration();
  prepareStorage();
}
