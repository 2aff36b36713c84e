export declare function startOptions(): string[];
export declare function startEnvironment(): Record<string, string>;
