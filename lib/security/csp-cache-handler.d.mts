/** Next.js's file-system cache that stores every page with the CSP of its inline scripts. */
export default class CspFileSystemCache {
  constructor(context: Record<string, unknown>);
  set(key: string, data: Record<string, unknown> | null, context: Record<string, unknown>): Promise<void>;
}
