import serverEnv from "./server-env.json" with { type: "json" };

/**
 * The test server's configuration; scripts/test.sh builds with the same values. E2E_PORT moves
 * the server to another port (several checkouts can test at once); the build must see it too,
 * because canonical URLs of local sites carry the port.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || serverEnv.PUBLIC_PORT);
export const e2eServerEnv: Record<string, string> = { ...serverEnv, PUBLIC_PORT: String(E2E_PORT) };
export const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
export const siteUrl = (site: string, path = "") => `http://${site}.localhost:${E2E_PORT}${path}`;
