import type { z } from "zod";
import type { EnvSource } from "./source.ts";

/**
 * A reader of optional variables for one concern: an unset or blank variable is undefined, a bad
 * one adds a line `NAME: what is wrong (got "value")` to `errors`, without the value for a secret.
 */
export function variableReader(env: EnvSource, errors: string[]) {
  return <T>(name: string, schema: z.ZodType<T>, { echo = true } = {}): T | undefined => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === "") return undefined;
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    const shown = echo ? ` (got "${raw.slice(0, 80)}")` : "";
    errors.push(`${name}: ${result.error.issues.map((issue) => issue.message).join("; ")}${shown}`);
    return undefined;
  };
}
