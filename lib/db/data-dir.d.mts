export const DATABASE_FILE: string;
export function dataDirFrom(env: Readonly<Record<string, string | undefined>>): string;
