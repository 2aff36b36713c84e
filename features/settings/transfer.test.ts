// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import de from "@/messages/de.json";
import en from "@/messages/en.json";

async function loadPage() {
  vi.resetModules();
  return {
    store: await import("@/lib/client/storage"),
    transfer: await import("./transfer"),
    log: await import("@/lib/client/storage/log"),
  };
}

beforeEach(() => localStorage.clear());

describe("export and import", () => {
  it("exports every entry and imports it again elsewhere, overwriting what was there", async () => {
    const { store, transfer, log } = await loadPage();
    store.writeBaseData({ darkMode: false, language: "DE", statistics: true });
    log.appendLog("action", "exported", 1000);
    const big = store.defineGroup({ key: "plcInt64", parse: (v) => (typeof v === "bigint" ? v : undefined), defaults: () => 0n });
    store.writeGroup(big, -9223372036854775808n);
    const text = transfer.exportText("forum.localhost", new Date("2025-03-01T10:00:00Z"));
    const file = JSON.parse(text) as { format: string; schemaVersion: number; entries: Record<string, unknown> };
    expect(file).toMatchObject({ format: "multisite-browser-data", schemaVersion: 4, exportedAt: "2025-03-01T10:00:00.000Z" });
    expect(file.entries.plcInt64).toBe("-9223372036854775808n");
    expect(transfer.exportFileName("forum.localhost", new Date("2025-03-01T10:00:00Z"))).toBe("forum.localhost-data-2025-03-01.json");

    localStorage.clear();
    const { store: other, transfer: otherTransfer, log: otherLog } = await loadPage();
    other.writeBaseData({ darkMode: true });
    localStorage.setItem("leftOver", '"gone after import"');
    const check = otherTransfer.checkImport(text, "syma.localhost");
    if (!check.ok) throw new Error(check.problem.kind);
    expect(otherTransfer.applyImport(check.entries)).toBe(true);
    expect(localStorage.getItem("leftOver")).toBeNull();
    expect(other.readBaseData()).toMatchObject({ darkMode: false, language: "DE", statistics: true, domainName: "syma.localhost", version: 4 });
    expect(other.readGroup(otherLog.logGroup)).toEqual([{ at: 1000, level: "action", text: "exported" }]);
    expect(other.readGroup(big)).toBe(-9223372036854775808n);
  });

  it("says 'Corrupt JSON file' for text that is not JSON and changes nothing", async () => {
    const { store, transfer } = await loadPage();
    store.writeBaseData({ language: "IT" });
    const before = { ...localStorage };
    for (const text of ['{"format": "multisite-browser-data"', "", "PK\u0003\u0004 zip"]) {
      expect(transfer.checkImport(text, "x")).toEqual({ ok: false, problem: { kind: "corrupt" } });
    }
    expect({ ...localStorage }).toEqual(before);
  });

  it("says 'Error parsing import file' for JSON that is not an export, another version or a bad entry", async () => {
    const { transfer } = await loadPage();
    const file = (entries: Record<string, unknown>, schemaVersion = 4) => JSON.stringify({ format: "multisite-browser-data", schemaVersion, entries });
    expect(transfer.checkImport("[1, 2]", "x")).toEqual({ ok: false, problem: { kind: "format" } });
    expect(transfer.checkImport('{"baseData": {}}', "x")).toEqual({ ok: false, problem: { kind: "format" } });
    expect(transfer.checkImport(file({}, 3), "x")).toEqual({ ok: false, problem: { kind: "version", version: 3 } });
    expect(transfer.checkImport(file({ baseData: "dark" }), "x")).toEqual({ ok: false, problem: { kind: "entry", key: "baseData" } });
    expect(transfer.checkImport(file({ log: [{ at: "yesterday", level: "error", text: "x" }] }), "x")).toEqual({
      ok: false,
      problem: { kind: "entry", key: "log" },
    });
    expect(transfer.checkImport(file({ "bad key!": 1 }), "x")).toEqual({ ok: false, problem: { kind: "entry", key: "bad key!" } });
  });

  it("keeps an import stored even when the file says remembering was off", async () => {
    const { store, transfer } = await loadPage();
    const text = JSON.stringify({ format: "multisite-browser-data", schemaVersion: 4, entries: { baseData: { version: 4, keepOptions: false } } });
    const check = transfer.checkImport(text, "x");
    if (!check.ok) throw new Error(check.problem.kind);
    transfer.applyImport(check.entries);
    expect(store.isRemembering()).toBe(true);
  });
});

describe("import messages", () => {
  it("are the catalogue's texts word for word", () => {
    expect(en.storage.settings.transfer.corrupt).toBe("Corrupt JSON file");
    expect(de.storage.settings.transfer.corrupt).toBe("Defekte JSON-Datei");
    expect(en.storage.settings.transfer.parseError).toBe("Error parsing import file");
    expect(de.storage.settings.transfer.parseError).toBe("Fehler beim Parsen der Importdatei");
    expect(de.storage.settings.transfer.imported).toBe("Daten erfolgreich importiert und überschrieben.");
  });
});
