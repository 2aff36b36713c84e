import { pickFields, type FieldsOf } from "./validate";

/** Local-storage schema version: a lower stored version clears storage. */
export const SCHEMA_VERSION = 4;

/**
 * The global base-data group. The inline start-up script reads `version`, `darkMode`,
 * `languageAdvanced` and `language` of this key before the first paint, so renaming a field
 * here means changing components/shell/start-up-script.tsx too.
 */
export const BASE_DATA_KEY = "baseData";

const baseDataFields = {
  version: "number",
  /** The host this storage belongs to. */
  domainName: "string",
  registeredBefore: "boolean",
  entitled: "boolean",
  /** The path of the page seen last, without the language. */
  path: "string",
  /** Remember actions in local storage (default on); off stores nothing beyond this choice. */
  keepOptions: "boolean",
  /** Count page views per path in this browser (default off). */
  statistics: "boolean",
  /** Upper-case short form of the language read last, e.g. "DE". */
  language: "string",
  lastClickedId: "string",
  /** Unset: follow the system's colour scheme. */
  darkMode: "boolean",
  /** The flag bar shows all languages. */
  languageAdvanced: "boolean",
} as const;

export type BaseData = FieldsOf<typeof baseDataFields>;

export function parseBaseData(value: unknown): BaseData {
  return pickFields(value, baseDataFields);
}

export function baseDataDefaults(domainName: string): BaseData {
  return {
    version: SCHEMA_VERSION,
    domainName,
    keepOptions: true,
    statistics: false,
    registeredBefore: false,
    entitled: false,
    languageAdvanced: false,
  };
}
