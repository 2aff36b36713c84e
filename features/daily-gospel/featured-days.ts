import { shiftDate } from "./shift-window";

/** Ids inside the featured days repeat the list's with this prefix, so each stays unique. */
export const FEATURED_ID_PREFIX = "featured-";

/**
 * Fills the featured slots (today, the day before, the day after) from the list's entries for
 * `today`, as the server would have rendered them. A slot whose day the list lacks is hidden.
 */
export function fillFeatured(featured: HTMLElement, list: HTMLElement, today: string): void {
  for (const slot of featured.querySelectorAll<HTMLElement>("[data-slot]")) {
    const body = slot.querySelector<HTMLElement>("[data-slot-body]");
    const source = list.querySelector<HTMLElement>(`li[data-date="${shiftDate(today, Number(slot.dataset.slot))}"]`);
    slot.hidden = !source || !body;
    if (!source || !body) continue;
    const copy = source.cloneNode(true) as HTMLElement;
    copy.querySelectorAll("[data-today-badge]").forEach((badge) => badge.remove());
    copy.querySelectorAll("[id]").forEach((element) => (element.id = FEATURED_ID_PREFIX + element.id));
    copy.querySelectorAll("[aria-describedby]").forEach((element) => {
      element.setAttribute("aria-describedby", FEATURED_ID_PREFIX + element.getAttribute("aria-describedby"));
    });
    body.replaceChildren(...copy.childNodes);
    if (source.dataset.colour) slot.dataset.colour = source.dataset.colour;
  }
}
