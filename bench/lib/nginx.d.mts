export function nginxAvailable(): boolean;
export function nginxBasics(prefix: string, upstreamPort: number | readonly number[]): string;
export function startTlsProxy(options: { port: number; upstreamPort: number; bare?: { port: number; upstreamPort: number } }): Promise<{ stop(): Promise<void> }>;
