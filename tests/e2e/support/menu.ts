import { expect as baseExpect, type Locator, type Page } from "@playwright/test";

// Signed-in pages render per request and hydrate late on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Opens the phone menu's panel where its button shows, hydrated or not (a native popover); on a
 * wide screen waits until the row has measured which entries fit (it marks itself so), as "More"
 * depends on that.
 */
async function openPanelOrMeasuredRow(page: Page): Promise<void> {
  const toggle = page.locator(".menu-toggle");
  if (!(await toggle.isVisible())) {
    await expect(page.locator(".menu-row[data-measured]")).toBeAttached();
    return;
  }
  const panel = page.locator("#site-menu");
  if (!(await panel.evaluate((element) => element.matches(":popover-open")))) await toggle.click();
  await expect(panel).toBeVisible();
}

/**
 * The expanded state the browser exposes to assistive technology for the element `selector`
 * names: a popovertarget button's comes from its popover, with no attribute in the page.
 */
export async function exposedExpanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}

/**
 * The menu entry linking to `href`, shown: on a phone the menu button opens the menu first; on a
 * wide screen an entry that did not fit the row is unfolded with "More" first. Fails when the
 * entry is missing or cannot be shown.
 */
export async function menuEntry(page: Page, href: string): Promise<Locator> {
  const entry = page.locator(`.menu a[href="${href}"]`);
  await expect(entry).toBeAttached();
  await openPanelOrMeasuredRow(page);
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
  await openPanelOrMeasuredRow(page);
  const more = page.locator(".more-toggle");
  if ((await more.isVisible()) && (await more.getAttribute("aria-expanded")) !== "true") {
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
  }
  if ((await page.locator("#site-menu-members").count()) > 0) await openGroup(page, "site-menu-members");
  return page.locator(".menu-row");
}
