import type { Generated, Selectable } from "kysely";

/**
 * The tables as both engines hold them (lib/db/migrations.ts; schema-drift.test.ts proves it).
 * Times are milliseconds since 1970 (bigint in PostgreSQL, read back as numbers); `entitled` is 0
 * or 1 on both engines, so every query is written once.
 */
export interface DatabaseSchema {
  accounts: {
    id: Generated<number>;
    site: string;
    user_name: string;
    name_key: string;
    email: string;
    email_key: string;
    password_hash: string;
    /** 0 unless an operator approved the account (a column default). */
    entitled: Generated<number>;
    created_at: number;
    password_changed_at: number | null;
  };
  sessions: {
    id_hash: string;
    site: string;
    level: "shared" | "personal";
    account_id: number | null;
    user_name: string;
    created_at: number;
    expires_at: number;
  };
  chat_messages: {
    id: Generated<number>;
    site: string;
    account_id: number | null;
    user_name: string;
    body: string;
    created_at: number;
  };
  /** Counted events per key (registrations). */
  attempts: {
    key: string;
    at: number;
  };
  sign_in_attempts: {
    id: Generated<number>;
    site: string;
    name_key: string;
    address: string;
    /** The known device's id, '' for an unknown device (a column default: older rows have none). */
    device: Generated<string>;
    /** 0 while the password is being checked, 1 once answered (then `at` is the answer's time). */
    answered: Generated<number>;
    at: number;
  };
  /** Roles above the member levels; `scope` is a site id or '*' (every site). */
  account_roles: {
    account_id: number;
    role: "editor";
    scope: string;
    granted_at: number;
  };
  /** One publish: what it changed, by whom, when (the change log of a site, '*' for shared texts). */
  content_changes: {
    id: Generated<number>;
    site: string;
    author: string;
    at: number;
    summary: string;
  };
  /**
   * Every published version of a text (`key` a message key, `locale` its language) or a fact
   * (`key` a fact path, `locale` ''); `value` null means the build's value again. Append-only.
   */
  content_versions: {
    id: Generated<number>;
    site: string;
    kind: "text" | "fact";
    key: string;
    locale: string;
    value: string | null;
    base_version: number | null;
    author: string;
    created_at: number;
    change_id: number;
  };
  /** An editor's unpublished change of one key; `base_version` the version it was started from. */
  content_drafts: {
    editor: number;
    site: string;
    kind: "text" | "fact";
    key: string;
    locale: string;
    value: string | null;
    base_version: number | null;
    updated_at: number;
  };
  /** A translation whose English or German source changed with version `since_version`. */
  content_reviews: {
    site: string;
    key: string;
    locale: string;
    since_version: number;
  };
}

/** Some columns of a table as a query reads them back: row types come from the one declaration. */
export type RowOf<Table extends keyof DatabaseSchema, Columns extends keyof Selectable<DatabaseSchema[Table]>> = Pick<Selectable<DatabaseSchema[Table]>, Columns>;
