export declare const PRERENDERED_ETAGS_FILE: string;
export declare function prerenderedEtagOf(html: string): string;
