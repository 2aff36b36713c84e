import type { IncomingHttpHeaders } from "node:http";
export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  cookie?: string;
  device?: string;
}
export interface CallOptions {
  method?: string;
  path: string;
  site: string;
  body?: unknown;
  cookie?: string;
  device?: string;
  from?: string;
  headers?: Record<string, string>;
}
export const networkAddress: string | undefined;
export function setEntitlement(dataDir: string, site: string, userName: string, entitled: boolean, databaseUrl?: string): Promise<void>;
export function call(port: number, options: CallOptions): Promise<Reply>;
export function signIn(port: number, site: string, credentials: { userName: string; email?: string; password: string }, from?: string): Promise<Reply>;
export function addressSource(): () => string;
export interface SignInFlood {
  stop(): Promise<{ status: number; ms: number }[]>;
}
export function signInFlood(port: number, options: { site: string; clients?: number; nextAddress?: () => string }): SignInFlood;
export function sharedCredentials(site: string): { userName: string; password: string };
export function entitledMember(port: number, dataDir: string, site: string, from?: string, databaseUrl?: string): Promise<{ userName: string; email: string; password: string; cookie: string; device: string }>;
export interface ChatStream {
  status: Promise<number>;
  endedAt: Promise<number>;
  received(): string;
  close(): void;
}
export function openChatStream(port: number, site: string, cookie: string): ChatStream;
