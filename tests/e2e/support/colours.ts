import type { Page } from "@playwright/test";

/** A colour the page's custom properties make (`var(--muted)`, `var(--on-accent)`), as the browser computes it: rgb(…). */
export function resolvedColour(page: Page, value: string): Promise<string> {
  return page.evaluate((colour) => {
    const probe = document.createElement("span");
    probe.style.color = colour;
    document.body.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, value);
}
