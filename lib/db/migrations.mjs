// Schema migrations, applied in order on start; PRAGMA user_version holds how many ran.
// Never edit a migration that has shipped: add a new one.
export const migrations = [
  `CREATE TABLE accounts (
     id INTEGER PRIMARY KEY,
     site TEXT NOT NULL,
     user_name TEXT NOT NULL,
     name_key TEXT NOT NULL,
     email TEXT NOT NULL,
     email_key TEXT NOT NULL,
     password_hash TEXT NOT NULL,
     entitled INTEGER NOT NULL DEFAULT 0 CHECK (entitled IN (0, 1)),
     created_at INTEGER NOT NULL,
     password_changed_at INTEGER
   );
   CREATE UNIQUE INDEX accounts_site_name ON accounts (site, name_key);
   CREATE UNIQUE INDEX accounts_site_email ON accounts (site, email_key);

   CREATE TABLE sessions (
     id_hash TEXT PRIMARY KEY,
     site TEXT NOT NULL,
     level TEXT NOT NULL CHECK (level IN ('shared', 'personal')),
     account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
     user_name TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX sessions_expiry ON sessions (expires_at);
   CREATE INDEX sessions_account ON sessions (account_id);

   CREATE TABLE chat_messages (
     id INTEGER PRIMARY KEY,
     site TEXT NOT NULL,
     account_id INTEGER REFERENCES accounts (id) ON DELETE SET NULL,
     user_name TEXT NOT NULL,
     body TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX chat_messages_site ON chat_messages (site, id);

   CREATE TABLE attempts (
     key TEXT NOT NULL,
     at INTEGER NOT NULL
   );
   CREATE INDEX attempts_key ON attempts (key, at);`,
  // Sign-in attempts with their parts as columns: the lock counts per (site, name, address),
  // the slow-down per (site, name), the address limit per address; `at` may lie in the future
  // (the slot the slow-down gave the attempt).
  `CREATE TABLE sign_in_attempts (
     id INTEGER PRIMARY KEY,
     site TEXT NOT NULL,
     name_key TEXT NOT NULL,
     address TEXT NOT NULL,
     at INTEGER NOT NULL
   );
   CREATE INDEX sign_in_attempts_name ON sign_in_attempts (site, name_key, at);
   CREATE INDEX sign_in_attempts_address ON sign_in_attempts (address, at);
   DELETE FROM attempts WHERE key LIKE 'sign-in:%';`,
];
