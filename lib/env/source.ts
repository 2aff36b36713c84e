// The environment module's own vocabulary. Like every file of lib/env that the operator scripts
// reach (database.ts, files.ts), it is TypeScript Node runs as it is: lib/crypto/password-hash.ts
// says what such files may use.

/** The variables a concern is read from: process.env, or a test's own record. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/** A concern's settings, or one line per bad variable (name first, never a secret's value). */
export type Parsed<T> = { ok: true; config: T } | { ok: false; errors: string[] };
