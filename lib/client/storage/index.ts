/**
 * Browser storage of the whole app (local storage, schema version 4). Usage: README.md here.
 * Client code only; nothing in here touches storage before it is called.
 */
export { BASE_DATA_KEY, SCHEMA_VERSION, type BaseData } from "./base-data-schema";
export { decodeStored, encodeStored, storedText } from "./codec";
export {
  GROUP_KEY_PATTERN,
  defineGroup,
  factoryReset,
  hasEntry,
  isRemembering,
  listEntries,
  readBaseData,
  readEntry,
  readGroup,
  removeEntry,
  removeGroup,
  setRemembering,
  subscribe,
  updateGroup,
  writeBaseData,
  writeEntry,
  writeGroup,
  type StorageGroup,
  type StoredEntry,
  type WriteResult,
} from "./store";
export { fromSchema, isRecord } from "./validate";
