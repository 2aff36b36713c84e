#!/usr/bin/env node
// The operator's view of personal accounts (in the container too: `node scripts/accounts.ts …`):
//   npm run -s auth:list [-- --site forum]                lists accounts with their roles
//                                                          (auth:accounts is the same)
//   npm run -s auth:grant -- --site forum --user alice    grants `entitled` (chat and documents)
//   npm run -s auth:revoke -- --site forum --user alice   takes it back
//   npm run -s auth:grant -- --site forum --user alice --role editor [--all-sites]
//                                                          makes the account an editor of its site's
//                                                          texts (of every site's with --all-sites)
//   npm run -s auth:revoke -- --site forum --user alice --role editor [--all-sites]
//   npm run -s auth:unlock -- --site forum [--user alice] forgets failed sign-ins (locks, slow-down,
//                                                          known devices' lockouts)
// The database is the server's: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR
// (default ./data). The change counts from the account's next request; no restart is needed.
import { parseArgs } from "node:util";
import { databaseConfigOrExit } from "../lib/env/database.ts";
import { openDatabase } from "../lib/db/open.ts";
import { EVERY_SITE, listAccounts, setEntitled, setRole, unlockSignIn } from "../lib/db/operator.ts";

const USAGE = "Usage: npm run auth:<list|grant|revoke|unlock> -- [--site <site>] [--user <user name>] [--role editor [--all-sites]]";

function parsedArguments() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { site: { type: "string" }, user: { type: "string" }, role: { type: "string" }, "all-sites": { type: "boolean" } },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message.split(".")[0] : String(error)}.\n${USAGE}`);
    process.exit(2);
  }
}

const { values, positionals } = parsedArguments();
const [command = "list"] = positionals;
const db = await openDatabase(databaseConfigOrExit()).catch((error) => {
  console.error(`The database cannot be opened: ${error instanceof Error ? error.message || error.name : error}`);
  process.exit(1);
});

if (command === "list") {
  const accounts = await listAccounts(db, values.site);
  if (accounts.length === 0) console.log("No personal accounts yet.");
  for (const account of accounts) {
    const created = new Date(account.createdAt).toISOString().slice(0, 16).replace("T", " ");
    const roles = account.roles.length > 0 ? account.roles.join(",") : "-";
    console.log(`${account.site}\t${account.userName}\t${account.email}\t${account.entitled ? "entitled" : "-"}\t${roles}\t${created}`);
  }
} else if ((command === "grant" || command === "revoke") && values.role !== undefined) {
  if (!values.site || !values.user || values.role !== "editor") {
    console.error(`Usage: npm run auth:${command} -- --site <site> --user <user name> --role editor [--all-sites]`);
    process.exit(2);
  }
  const scope = values["all-sites"] ? EVERY_SITE : values.site;
  const granted = command === "grant";
  if (!(await setRole(db, { site: values.site, userName: values.user, role: "editor", scope, granted, now: Date.now() }))) {
    console.error(`No personal account "${values.user}" on ${values.site}. See: npm run auth:list -- --site ${values.site}`);
    process.exit(1);
  }
  const of = scope === EVERY_SITE ? "every site" : values.site;
  console.log(`${values.user} on ${values.site}: ${granted ? `editor of ${of}'s texts` : `no longer editor of ${of}'s texts`}.`);
} else if (command === "grant" || command === "revoke") {
  if (!values.site || !values.user) {
    console.error(`Usage: npm run auth:${command} -- --site <site> --user <user name> [--role editor [--all-sites]]`);
    process.exit(2);
  }
  if (!(await setEntitled(db, values.site, values.user, command === "grant"))) {
    console.error(`No personal account "${values.user}" on ${values.site}. See: npm run auth:accounts -- --site ${values.site}`);
    process.exit(1);
  }
  console.log(`${values.user} on ${values.site}: ${command === "grant" ? "entitled to chat and documents" : "no longer entitled"}.`);
} else if (command === "unlock") {
  if (!values.site) {
    console.error("Usage: npm run auth:unlock -- --site <site> [--user <user name>]");
    process.exit(2);
  }
  const forgotten = await unlockSignIn(db, values.site, values.user);
  console.log(`${values.user ?? "every name"} on ${values.site}: ${forgotten} failed sign-in(s) forgotten; sign-in is open again.`);
} else {
  console.error(`Unknown command "${command}": use list, grant, revoke or unlock.`);
  process.exit(2);
}
await db.destroy();
