import type { Locator } from "@playwright/test";

/** The two screens the layout specs measure: a phone and a laptop. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 768 };
export const WIDE = { width: 1920, height: 1080 };

/** A rendered element's box; a missing one fails the test with a clear word instead of a null. */
export async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not rendered");
  return found;
}
