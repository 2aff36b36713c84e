/**
 * The global base-data group. Kept at this path for the shell and other branches;
 * the storage module itself is lib/client/storage.
 */
export { BASE_DATA_KEY, SCHEMA_VERSION, type BaseData } from "./storage/base-data-schema";
export { readBaseData, writeBaseData } from "./storage/store";
