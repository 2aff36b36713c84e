export declare const EVERY_PAGE_TAG: string;
export declare function pathTag(path: string): string;
export declare function pagePathOfTag(tag: string): string | undefined;
export declare function expirePageTags(tags: readonly string[], at?: number): void;
export declare function isStale(tags: readonly string[], lastModified: number): boolean;
export declare function recordPageEtag(path: string, etag: string): void;
export declare function pageCacheState(): {
  readonly expiredAt: Map<string, number>;
  readonly etags: Map<string, string | null>;
  buildEtagsStale: boolean;
};
