/** File fields that describe the language file rather than texts (name, version, dependencies). */
export const META_KEYS = ["name", "version", "dependencies"] as const;
