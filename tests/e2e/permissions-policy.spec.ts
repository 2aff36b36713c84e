import { expect, test } from "@playwright/test";
import { siteUrl } from "./server-env";

// The browser reports header problems in its own log, which Playwright's console event does not see.
test("the Permissions-Policy names only features the browser knows", async ({ page }) => {
  const session = await page.context().newCDPSession(page);
  const browserLog: string[] = [];
  session.on("Log.entryAdded", ({ entry }) => browserLog.push(entry.text));
  await session.send("Log.enable");
  const response = await page.goto(siteUrl("forum", "/en"));
  expect(response?.headers()["permissions-policy"]).toContain("camera=()");
  await expect(page.locator("main h1")).toBeVisible();
  expect(browserLog.filter((text) => text.includes("Permissions-Policy"))).toEqual([]);
});
