export function nginxAvailable(): boolean;
export function nginxBasics(prefix: string, upstreamPort: number): string;
