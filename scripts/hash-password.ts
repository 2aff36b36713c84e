#!/usr/bin/env node
// Prints the scrypt hash of a password for the environment (npm run auth:hash-password).
//   npm run -s auth:hash-password                      asks for the password, prints the hash
//   npm run -s auth:hash-password -- --site forum --user forum-members-2025
//                                                      prints the whole SHARED_LOGIN_FORUM=… line
// The password is read from standard input (hidden when typed), never from the command line,
// so it does not end up in the shell history.
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { hashPassword } from "../lib/crypto/password-hash.ts";

const { values } = parseArgs({ options: { site: { type: "string" }, user: { type: "string" } } });
if ((values.site === undefined) !== (values.user === undefined)) fail("--site and --user go together.");
if (values.site !== undefined && !/^[a-z]+$/.test(values.site)) fail("--site is a site id such as forum or syma.");
if (values.user !== undefined && !/^[A-Za-z0-9._@-]{12,128}$/.test(values.user)) {
  fail("--user: 12 to 128 letters, digits or . _ @ - (a long shared user name).");
}

const password = await readPassword();
if (password.length < 12) fail("The password needs at least 12 characters.");
const hash = await hashPassword(password);
console.log(values.site ? `SHARED_LOGIN_${values.site.toUpperCase()}=${values.user}:${hash}` : hash);

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = "";
    for await (const chunk of process.stdin) text += chunk;
    return text.replace(/\r?\n$/, "");
  }
  process.stderr.write("Password: ");
  // Echo nothing while the password is typed: the terminal's output goes nowhere.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const lines = createInterface({ input: process.stdin, output: silent, terminal: true });
  const answer = await new Promise<string>((resolve) => lines.question("", resolve));
  lines.close();
  process.stderr.write("\n");
  return answer;
}
