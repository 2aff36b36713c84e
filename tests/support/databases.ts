import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, it } from "vitest";
import type { Db } from "@/lib/db/connection";
import { createDatabase, type Engine } from "@/lib/db/engine";
import type { DatabaseConfig } from "@/lib/env/database";
import { openDatabase } from "@/lib/db/open";

/**
 * The engines the data layer is tested on. PostgreSQL needs TEST_DATABASE_URL (a throw-away
 * cluster: scripts/test-postgres.sh); without it its tests are skipped with a printed reason,
 * and under CI they fail instead: CI must never pass without having run them.
 */
const engines: readonly Engine[] = ["sqlite", "postgres"];

export interface TestDatabase {
  readonly config: DatabaseConfig;
  /** The same database migrated, as the server would open it. */
  open(): Promise<Db>;
  /** The same database without migrations. */
  raw(): Db;
  /** Removes the database (the SQLite folder, the PostgreSQL schema). */
  drop(): Promise<void>;
}

let schemaCount = 0;

/** A new, empty database of `engine`: a temporary folder, or a schema of its own on the test cluster. */
export async function freshDatabase(engine: Engine, poolSize = 5): Promise<TestDatabase> {
  if (engine === "sqlite") {
    const dataDir = mkdtempSync(join(tmpdir(), "data-layer-"));
    const config: DatabaseConfig = { engine, dataDir };
    return {
      config,
      open: () => openDatabase(config),
      raw: () => createDatabase(config),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const base = postgresUrl();
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  schemaCount += 1;
  const schema = `test_${process.pid}_${Date.now().toString(36)}_${schemaCount}`;
  const admin = createDatabase({ engine, url: base, poolSize: 1 });
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin);
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const config: DatabaseConfig = { engine, url: url.toString(), poolSize };
  return {
    config,
    open: () => openDatabase(config),
    raw: () => createDatabase(config),
    drop: async () => {
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(admin);
      await admin.destroy();
    },
  };
}

export function postgresUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL?.trim() || undefined;
}

let warned = false;

/** describe.each over both engines; PostgreSQL skipped locally (with a reason) or failing in CI without a cluster. */
export function describeEachEngine(name: string, body: (engine: Engine) => void): void {
  describe.each(engines)(`${name} (%s)`, (engine) => {
    if (engine === "postgres" && !postgresUrl()) {
      if (process.env.CI) {
        it("runs on PostgreSQL", () => {
          throw new Error("TEST_DATABASE_URL is not set: CI must run the data-layer tests on PostgreSQL (scripts/test.sh starts a cluster)");
        });
        return;
      }
      if (!warned) {
        warned = true;
        console.warn("PostgreSQL tests skipped: TEST_DATABASE_URL is not set (eval \"$(bash scripts/test-postgres.sh start)\" starts a throw-away cluster)");
      }
      it.skip("runs on PostgreSQL (TEST_DATABASE_URL is not set)", () => {});
      return;
    }
    body(engine);
  });
}

/** A fresh migrated database of `engine` for each test of the calling describe, dropped after it. */
export function useFreshDatabase(engine: Engine): { readonly db: Db; readonly test: TestDatabase } {
  const current: { db?: Db; test?: TestDatabase } = {};
  beforeEach(async () => {
    current.test = await freshDatabase(engine);
    current.db = await current.test.open();
  });
  afterEach(async () => {
    await current.db?.destroy();
    await current.test?.drop();
  });
  return {
    get db() {
      if (!current.db) throw new Error("no database outside a test");
      return current.db;
    },
    get test() {
      if (!current.test) throw new Error("no database outside a test");
      return current.test;
    },
  };
}
