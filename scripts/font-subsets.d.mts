export declare function subsetFile(pkg: string, subset: string): string;
export declare function subsetRule(pkg: string, subset: string): { weight: string; range: string };
export declare function hex(codePoint: number): string;
export declare function inRange(range: string, codePoint: number): boolean;
