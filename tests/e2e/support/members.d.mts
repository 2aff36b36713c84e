export function signedInMembers(options: {
  port: number;
  site: string;
  databaseEnv: { DATABASE_URL?: string; DATA_DIR?: string };
  count: number;
  from?: string;
}): Promise<string[]>;
