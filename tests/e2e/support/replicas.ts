import { expect } from "@playwright/test";
import { freshDatabase, postgresForTests } from "./postgres";
import { spawnServer, waitUntilReady, type SpawnedServer } from "./spawn-server";

/** Two production servers of the build sharing one PostgreSQL database of their own. */
export interface Replicas {
  readonly a: SpawnedServer;
  readonly b: SpawnedServer;
  readonly databaseUrl: string;
  /** Stops the servers still running and drops the database. */
  stop(): Promise<void>;
}

/**
 * Starts replicas A (on `firstPort`) and B (the next port) at the same moment on a new database
 * in the TEST_DATABASE_URL cluster, so both run the migrations of a fresh database together,
 * and waits until both say ready.
 */
export async function startReplicas(firstPort: number, databasePrefix: string): Promise<Replicas> {
  const database = await freshDatabase(postgresForTests(), databasePrefix);
  const env = { DATABASE_URL: database.url, DATABASE_POOL_SIZE: "4" };
  const a = spawnServer(firstPort, env);
  const b = spawnServer(firstPort + 1, env);
  const stop = async () => {
    for (const server of [a, b]) {
      if (server.child.exitCode === null) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
    }
    await database.drop();
  };
  try {
    await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
    await Promise.all([a, b].map((server) => expect.poll(async () => (await fetch(`http://127.0.0.1:${server.port}/api/health`)).status, { timeout: 30_000 }).toBe(200)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { a, b, databaseUrl: database.url, stop };
}
