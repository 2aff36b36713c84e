import { DAYS_AROUND_TODAY } from "./window";

const MS_PER_DAY = 86_400_000;

/** Days from `from` to `to`, both `YYYY-MM-DD`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);
}

/** The date `days` after (or before) `iso`, both `YYYY-MM-DD`. */
export function shiftDate(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** What each entry of the list should be on `today`: shown or not, and which one is today. */
export function windowOn(dates: readonly string[], today: string): { date: string; shown: boolean; isToday: boolean }[] {
  return dates.map((date) => {
    const offset = daysBetween(today, date);
    return { date, shown: Math.abs(offset) <= DAYS_AROUND_TODAY, isToday: offset === 0 };
  });
}

/**
 * Moves the visible window and the "today" mark of a prerendered list to `today`. Returns false
 * (and changes nothing) when the list does not reach that day, so the rendered state stays.
 */
export function shiftWindow(list: HTMLElement, today: string): boolean {
  if (list.dataset.today === today) return true;
  const items = Array.from(list.querySelectorAll<HTMLElement>("li[data-date]"));
  const plan = windowOn(
    items.map((item) => item.dataset.date ?? ""),
    today,
  );
  const target = items[plan.findIndex((entry) => entry.isToday)];
  const badge = list.querySelector<HTMLElement>("[data-today-badge]");
  const heading = target?.querySelector<HTMLElement>("[data-day-heading]");
  if (!target || !badge || !heading) return false;
  items.forEach((item, index) => {
    item.hidden = !plan[index]?.shown;
    item.removeAttribute("aria-current");
    if (item.id === "today") item.removeAttribute("id");
  });
  target.id = "today";
  target.setAttribute("aria-current", "date");
  heading.append(badge);
  list.dataset.today = today;
  regroupWeeks(list);
  return true;
}

/**
 * Weeks without a shown day disappear; the week holding today is the one open, between the fold of
 * the weeks before it and the fold of the weeks after it (a fold with no shown week disappears).
 */
function regroupWeeks(list: HTMLElement): void {
  const weeks = Array.from(list.querySelectorAll<HTMLElement>("[data-week]"));
  const current = weeks.find((week) => week.querySelector("#today") !== null);
  for (const week of weeks) {
    week.hidden = Array.from(week.querySelectorAll<HTMLElement>("li[data-date]")).every((day) => day.hidden);
    const details = week.querySelector("details");
    if (details) details.open = week === current;
  }
  const earlier = list.querySelector<HTMLElement>('[data-week-group="earlier"]');
  const later = list.querySelector<HTMLElement>('[data-week-group="later"]');
  if (!current || !earlier || !later) return;
  const index = weeks.indexOf(current);
  earlier.querySelector("[data-group-weeks]")?.replaceChildren(...weeks.slice(0, index));
  later.querySelector("[data-group-weeks]")?.replaceChildren(...weeks.slice(index + 1));
  earlier.after(current);
  for (const group of [earlier, later]) {
    group.hidden = Array.from(group.querySelectorAll<HTMLElement>("[data-week]")).every((week) => week.hidden);
  }
}
