import { expect as baseExpect, type Locator, type Page } from "@playwright/test";

// Signed-in pages render per request and hydrate late on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * The menu entry linking to `href`, shown: on a phone the menu button opens the menu first; on a
 * wide screen an entry that did not fit the row is unfolded with "More" first. Fails when the
 * entry is missing or cannot be shown.
 */
export async function menuEntry(page: Page, href: string): Promise<Locator> {
  const entry = page.locator(`.menu a[href="${href}"]`);
  await expect(entry).toBeAttached();
  await expect(page.locator(".menu-row[data-measured]")).toBeAttached();
  const toggle = page.locator(".menu-toggle");
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) !== "true") {
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  }
  const more = page.locator(".more-toggle");
  if ((await entry.evaluate((link) => link.closest("li[data-overflow]") !== null)) && (await more.getAttribute("aria-expanded")) !== "true") {
    await more.click();
  }
  const group = await entry.evaluate((link) => link.closest(".group-list")?.id ?? null);
  if (group) await openGroup(page, group);
  await expect(entry).toBeVisible();
  return entry;
}

/** Opens the drop-down of a group of entries ("Members", "Course") where a wide screen shows its button. */
async function openGroup(page: Page, id: string): Promise<void> {
  const toggle = page.locator(`.group-toggle[popovertarget="${id}"]`);
  if ((await toggle.isVisible()) && (await page.locator(`#${id}:popover-open`).count()) === 0) {
    await toggle.click();
    await expect(page.locator(`#${id}`)).toBeVisible();
  }
}


/** Shows every entry of the menu but a course's lessons: opens the phone menu, or unfolds "More" and "Members" on a wide screen. */
export async function showWholeMenu(page: Page): Promise<Locator> {
  await expect(page.locator(".menu-row[data-measured]")).toBeAttached();
  const toggle = page.locator(".menu-toggle");
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  const more = page.locator(".more-toggle");
  if ((await more.isVisible()) && (await more.getAttribute("aria-expanded")) !== "true") {
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
  }
  if ((await page.locator("#site-menu-members").count()) > 0) await openGroup(page, "site-menu-members");
  return page.locator(".menu-row");
}
