export function nameKey(value: string): string;
