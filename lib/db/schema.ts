import type { Generated, Selectable } from "kysely";

/**
 * The tables as both engines hold them (lib/db/migrations.mjs; schema-drift.test.ts proves it). Times are milliseconds since
 * 1970 (bigint in PostgreSQL, read back as numbers); `entitled` is 0 or 1 on both engines, so
 * every query is written once.
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
}

/** Some columns of a table as a query reads them back: row types come from the one declaration. */
export type RowOf<Table extends keyof DatabaseSchema, Columns extends keyof Selectable<DatabaseSchema[Table]>> = Pick<Selectable<DatabaseSchema[Table]>, Columns>;
