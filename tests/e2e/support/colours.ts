import type { Page } from "@playwright/test";
import { contrastRatio } from "../../../lib/colour/contrast";

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

/** A computed `rgb()`/`rgba()` colour as `#rrggbb` (alpha dropped, channels rounded). */
export const hexOf = (rgb: string) =>
  `#${(rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((channel) => Math.round(Number(channel)).toString(16).padStart(2, "0")).join("")}`;

/** WCAG contrast of two computed `rgb()` colours. */
export const rgbContrast = (first: string, second: string) => contrastRatio(hexOf(first), hexOf(second));
