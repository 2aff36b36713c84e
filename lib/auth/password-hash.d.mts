export interface ScryptParams {
  readonly logN: number;
  readonly r: number;
  readonly p: number;
}
export interface ParsedPasswordHash extends ScryptParams {
  readonly salt: Buffer;
  readonly key: Buffer;
}
export function parsePasswordHash(encoded: unknown): ParsedPasswordHash | undefined;
export function hashPassword(password: string, params?: ScryptParams): Promise<string>;
export function verifyPassword(password: string, encoded: string): Promise<boolean>;
