import serverEnv from "./server-env.json" with { type: "json" };

/** The test server's configuration; scripts/test.sh builds with the same values. */
export const e2eServerEnv: Record<string, string> = serverEnv;
export const E2E_PORT = Number(serverEnv.PUBLIC_PORT);
export const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
export const siteUrl = (site: string, path = "") => `http://${site}.localhost:${E2E_PORT}${path}`;
