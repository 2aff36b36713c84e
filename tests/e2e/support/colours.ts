import type { Locator, Page } from "@playwright/test";
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

/** A text's colour and the ground it stands on (the first ancestor, or itself, with an opaque
    background), both as rgb(): a canvas resolves color-mix()'s `color(srgb …)` values. */
export const inkAndGround = (locator: Locator) =>
  locator.first().evaluate((element) => {
    const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const rgb = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [red, green, blue, alpha] = context.getImageData(0, 0, 1, 1).data;
      return { colour: `rgb(${red}, ${green}, ${blue})`, alpha: alpha! / 255 };
    };
    let node: Element | null = element;
    let ground = "rgb(255, 255, 255)";
    while (node) {
      const own = rgb(getComputedStyle(node).backgroundColor);
      if (own.alpha > 0.5) {
        ground = own.colour;
        break;
      }
      node = node.parentElement;
    }
    return { ink: rgb(getComputedStyle(element).color).colour, ground };
  });
