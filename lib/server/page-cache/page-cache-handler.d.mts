type CacheEntry = { lastModified?: number; value: { kind: string; html?: string; headers?: Record<string, unknown> } | null } | null;

export default class PageCacheHandler {
  constructor(options: Record<string, unknown>);
  get(key: string, context: Record<string, unknown>): Promise<CacheEntry>;
  set(key: string, data: unknown, context: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: unknown): Promise<void>;
  resetRequestCache(): void;
}
