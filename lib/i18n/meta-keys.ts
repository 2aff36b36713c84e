/** File fields that describe the language file rather than texts (SPEC §3). */
export const META_KEYS = ["name", "version", "dependencies"] as const;
