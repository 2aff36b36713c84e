export const migrations: readonly string[];
