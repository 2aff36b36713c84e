import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { BASE_DATA_KEY } from "@/lib/client/storage/base-data-schema";
import { LANGUAGE_PREVIEW_KEY, LOG_KEY } from "@/lib/client/storage/keys";
import { tidyUpGroup } from "@/lib/client/storage/tidy-up-options";
import { statisticsGroup } from "./storage/statistics";
import { isNamedEntry, namedEntries } from "./stored-entry-name";

describe("stored entries in plain words", () => {
  it("names every entry the platform and the settings write", () => {
    for (const key of [BASE_DATA_KEY, LANGUAGE_PREVIEW_KEY, LOG_KEY, tidyUpGroup.key, statisticsGroup.key]) expect(isNamedEntry(key), key).toBe(true);
  });

  it("has a text for each named entry, and no text without an entry", () => {
    expect(Object.keys(en.storage.settings.browserData.names).sort()).toEqual([...namedEntries].sort());
  });

  it("leaves a key it does not know to be shown as it is", () => {
    expect(isNamedEntry("someOldKey")).toBe(false);
    expect(isNamedEntry("")).toBe(false);
  });
});
