export function isPostgresUrl(url: string | undefined): boolean;
export function pgDumpAdvice(file: string): string;
export function backupSqlite(dataDir: string, target: string): Promise<{ file: string; schemaVersion: number }>;
