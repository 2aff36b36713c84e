export declare function documentPolicy(scriptSources: readonly string[]): string;
export declare const NON_DOCUMENT_POLICY: string;
export declare function inlineScriptHashes(html: string, sha256Base64: (text: string) => string): string[];
export declare function inlineScriptBodies(html: string): string[];
