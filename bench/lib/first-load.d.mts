import type { BrowserContext } from "@playwright/test";

export const BUDGET_KB: number;
export const TOOL_MARKERS: Record<string, string[]>;
export function withoutFrameworkModules(code: string): string;
export function frameworkScripts(buildDir?: string): Set<string>;
export function firstLoad(context: BrowserContext, url: string, baseline: Set<string>): Promise<{ ownKb: number; frameworkKb: number; leaks: string[] }>;
