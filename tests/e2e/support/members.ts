// Many entitled members at once, for load tests and benchmarks: written straight into the
// server's database (registration through the API allows 5 an hour per shared access), then
// signed in through the API. The benchmarks use it too.
import { randomBytes } from "node:crypto";
import { hashPassword } from "../../../lib/crypto/password-hash.ts";
import { parseDatabaseConfig } from "../../../lib/env/database.ts";
import { nameKey } from "../../../lib/db/keys.ts";
import { openDatabase } from "../../../lib/db/open.ts";
import { signIn } from "./http-client.ts";

/**
 * `count` entitled personal accounts of `site` in the database that `databaseEnv` names
 * (DATABASE_URL, else the SQLite file in DATA_DIR), signed in on the server at `port`: their
 * session cookies (the `session` value).
 */
export async function signedInMembers({
  port,
  site,
  databaseEnv,
  count,
  from = "127.0.0.1",
}: {
  port: number;
  site: string;
  databaseEnv: { DATABASE_URL?: string; DATA_DIR?: string };
  count: number;
  from?: string;
}): Promise<string[]> {
  const password = `member-password-${randomBytes(4).toString("hex")}`;
  const passwordHash = await hashPassword(password);
  const config = parseDatabaseConfig(databaseEnv);
  if (!config.ok) throw new Error(config.errors.join("; "));
  const db = await openDatabase(config.config);
  const members = Array.from({ length: count }, (_, index) => {
    const userName = `load-${randomBytes(3).toString("hex")}-${index}`;
    return { userName, email: `${userName}@example.test` };
  });
  try {
    await db
      .insertInto("accounts")
      .values(members.map((member) => ({ site, user_name: member.userName, name_key: nameKey(member.userName), email: member.email, email_key: nameKey(member.email), password_hash: passwordHash, entitled: 1, created_at: Date.now() })))
      .execute();
  } finally {
    await db.destroy();
  }
  const cookies: string[] = [];
  for (const member of members) {
    const reply = await signIn(port, site, { userName: member.userName, email: member.email, password }, from);
    if (reply.status !== 200 || !reply.cookie) throw new Error(`member sign-in answered ${reply.status}: ${reply.text}`);
    cookies.push(reply.cookie);
  }
  return cookies;
}
