import { expect, it } from "vitest";
import { createAccount } from "@/lib/db/accounts";
import { listAccounts, setRole } from "@/lib/db/operator";
import { editorScopeOf } from "@/lib/content/editor-roles";
import { describeEachEngine, useFreshDatabase } from "@/tests/support/databases";

describeEachEngine("editor roles", (engine) => {
  const fresh = useFreshDatabase(engine);

  async function anna() {
    const created = await createAccount({ site: "forum", userName: "Anna", email: "anna@example.org", passwordHash: "x", now: 1 }, fresh.db);
    if (!created.ok) throw new Error("account not created");
    return created.id;
  }

  it("grant makes a member editor of her site, once however often granted, and revoke takes it", async () => {
    const id = await anna();
    expect(await editorScopeOf(id, fresh.db)).toBeUndefined();
    const change = { site: "forum", userName: "anna", role: "editor", scope: "forum", granted: true, now: 2 } as const;
    expect(await setRole(fresh.db, change)).toBe(true);
    expect(await setRole(fresh.db, change)).toBe(true);
    expect(await editorScopeOf(id, fresh.db)).toEqual({ everySite: false, sites: ["forum"] });
    expect((await listAccounts(fresh.db, "forum"))[0]?.roles).toEqual(["editor:forum"]);
    expect(await setRole(fresh.db, { ...change, granted: false })).toBe(true);
    expect(await editorScopeOf(id, fresh.db)).toBeUndefined();
    expect((await listAccounts(fresh.db, "forum"))[0]?.roles).toEqual([]);
  });

  it("an all-sites grant covers every site; an unknown name is reported, nothing is granted", async () => {
    const id = await anna();
    expect(await setRole(fresh.db, { site: "forum", userName: "Anna", role: "editor", scope: "*", granted: true, now: 2 })).toBe(true);
    expect(await editorScopeOf(id, fresh.db)).toEqual({ everySite: true });
    expect((await listAccounts(fresh.db))[0]?.roles).toEqual(["editor:all-sites"]);
    expect(await setRole(fresh.db, { site: "tax", userName: "Anna", role: "editor", scope: "tax", granted: true, now: 2 })).toBe(false);
    expect(await fresh.db.selectFrom("account_roles").select("scope").execute()).toEqual([{ scope: "*" }]);
  });
});
