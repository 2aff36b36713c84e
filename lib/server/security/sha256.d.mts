export declare function sha256(text: string, encoding?: "base64" | "base64url"): string;
