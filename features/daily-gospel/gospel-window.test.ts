// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { daysBetween, shiftWindow, windowOn } from "./shift-window";
import { localIsoDate } from "@/lib/format/iso-date";
import { fillFeatured } from "./featured-days";
import { weeksOf } from "./weeks";
import { addDays, gospelDays } from "./liturgy";

/** The list as the server renders it: 30 days around `today` shown, 7 more hidden on each side. */
function renderedList(today: string) {
  const list = document.createElement("ol");
  list.dataset.today = today;
  for (let offset = -37; offset <= 37; offset += 1) {
    const item = document.createElement("li");
    item.dataset.date = addDays(today, offset);
    item.hidden = Math.abs(offset) > 30;
    item.innerHTML = `<p data-day-heading>${item.dataset.date}</p>`;
    if (offset === 0) {
      item.id = "today";
      item.setAttribute("aria-current", "date");
      item.querySelector("p")?.insertAdjacentHTML("beforeend", "<span data-today-badge>Today</span>");
    }
    list.append(item);
  }
  return list;
}

const shown = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>("li")].filter((item) => !item.hidden).map((item) => item.dataset.date);

describe("the daily gospel follows the visitor's own date", () => {
  it("counts days across months and years", () => {
    expect(daysBetween("2025-11-30", "2025-12-01")).toBe(1);
    expect(daysBetween("2025-12-31", "2025-12-01")).toBe(-30);
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });

  it("plans 61 shown days with today in the middle", () => {
    const dates = Array.from({ length: 75 }, (_, index) => addDays("2025-11-30", index - 37));
    const plan = windowOn(dates, "2025-11-30");
    expect(plan.filter((entry) => entry.shown)).toHaveLength(61);
    expect(plan.filter((entry) => entry.isToday).map((entry) => entry.date)).toEqual(["2025-11-30"]);
  });

  it("moves the window, the mark and the badge when the page is a few days old", () => {
    const list = renderedList("2025-11-27");
    expect(shiftWindow(list, "2025-11-30")).toBe(true);
    expect(shown(list)).toHaveLength(61);
    expect(shown(list)[0]).toBe("2025-10-31");
    expect(shown(list).at(-1)).toBe("2025-12-30");
    const marked = list.querySelectorAll("[aria-current=date]");
    expect([...marked].map((item) => (item as HTMLElement).dataset.date)).toEqual(["2025-11-30"]);
    expect(list.querySelector("#today [data-today-badge]")).not.toBeNull();
    expect(list.querySelectorAll("[data-today-badge]")).toHaveLength(1);
  });

  it("leaves the page as rendered when the visitor's date lies beyond what was sent", () => {
    const list = renderedList("2025-11-01");
    expect(shiftWindow(list, "2025-12-20")).toBe(false);
    expect(list.querySelector("#today")?.getAttribute("data-date")).toBe("2025-11-01");
    expect(shown(list)).toHaveLength(61);
  });
});

describe("the daily gospel folds its days by week and features today", () => {
  /** The list as rendered: days grouped into Sunday-to-Saturday weeks, today's week open. */
  function weeklyList(today: string) {
    const flat = renderedList(today);
    const list = document.createElement("ol");
    list.dataset.today = today;
    for (const day of [...flat.querySelectorAll<HTMLElement>("li")]) {
      const start = addDays(day.dataset.date ?? "", -new Date(`${day.dataset.date}T00:00:00Z`).getUTCDay());
      let week = list.querySelector<HTMLElement>(`[data-week="${start}"]`);
      if (!week) {
        week = document.createElement("li");
        week.dataset.week = start;
        week.innerHTML = "<details><summary>week</summary><ol></ol></details>";
        list.append(week);
      }
      day.dataset.colour = day.dataset.date === today ? "violet" : "green";
      day.insertAdjacentHTML("beforeend", `<a aria-describedby="gospel-${day.dataset.date}"><time id="gospel-${day.dataset.date}"></time></a>`);
      week.querySelector("ol")?.append(day);
    }
    for (const week of list.querySelectorAll<HTMLElement>("[data-week]")) {
      week.hidden = [...week.querySelectorAll<HTMLElement>("li[data-date]")].every((day) => day.hidden);
      (week.querySelector("details") as HTMLDetailsElement).open = week.querySelector("#today") !== null;
    }
    return list;
  }

  const openWeeks = (list: HTMLElement) =>
    [...list.querySelectorAll<HTMLElement>("[data-week]")].filter((week) => week.querySelector("details")?.open).map((week) => week.dataset.week);

  it("groups days into Sunday-to-Saturday weeks and names a week by its Sunday", () => {
    const days = gospelDays("2026-11-25", 37, 37);
    const weeks = weeksOf(days, (day) => day);
    expect(weeks.map((week) => week.entries.length).reduce((sum, count) => sum + count, 0)).toBe(75);
    const current = weeks.find((week) => week.entries.some((day) => day.date === "2026-11-25"));
    expect(current).toMatchObject({ start: "2026-11-22", end: "2026-11-28" });
    expect(current?.sunday?.celebration).toBe("christTheKing");
    expect(weeks.every((week) => week.entries.every((day) => day.date >= week.start && day.date <= week.end))).toBe(true);
  });

  it("opens the visitor's week and hides weeks that lie outside the window when the page is old", () => {
    const list = weeklyList("2025-11-27");
    expect(openWeeks(list)).toEqual(["2025-11-23"]);
    expect(shiftWindow(list, "2025-12-01")).toBe(true);
    expect(openWeeks(list)).toEqual(["2025-11-30"]);
    const shownWeeks = [...list.querySelectorAll<HTMLElement>("[data-week]")].filter((week) => !week.hidden);
    expect(shownWeeks[0]?.dataset.week).toBe("2025-10-26");
    expect(shownWeeks.at(-1)?.dataset.week).toBe("2025-12-28");
  });

  it("moves the visitor's week out of its fold, between the weeks before it and the weeks after it", () => {
    const list = weeklyList("2025-11-27");
    // As rendered: today's week between two folds, each holding its weeks.
    const weeks = [...list.querySelectorAll<HTMLElement>("[data-week]")];
    const current = weeks.findIndex((week) => week.querySelector("#today") !== null);
    const fold = (group: string, members: HTMLElement[]) => {
      const item = document.createElement("li");
      item.dataset.weekGroup = group;
      item.innerHTML = "<details><summary>weeks</summary><ol data-group-weeks></ol></details>";
      item.querySelector("ol")?.append(...members);
      return item;
    };
    list.replaceChildren(fold("earlier", weeks.slice(0, current)), weeks[current]!, fold("later", weeks.slice(current + 1)));
    expect(shiftWindow(list, "2025-12-01")).toBe(true);
    const [earlier, open, later] = [...list.children] as HTMLElement[];
    expect(open?.dataset.week).toBe("2025-11-30");
    expect(open?.querySelector("details")?.open).toBe(true);
    const inFold = (group: HTMLElement | undefined) => [...(group?.querySelectorAll<HTMLElement>("[data-week]") ?? [])].map((week) => week.dataset.week);
    expect(inFold(earlier).at(-1)).toBe("2025-11-23");
    expect(inFold(later)[0]).toBe("2025-12-07");
    expect(earlier?.hidden).toBe(false);
    expect(later?.hidden).toBe(false);
  });

  it("fills the featured days from the list, ids kept unique, colour and badge following", () => {
    const list = weeklyList("2025-11-27");
    document.body.replaceChildren(list);
    const featured = document.createElement("section");
    featured.innerHTML = [-1, 0, 1].map((offset) => `<article data-slot="${offset}"><div data-slot-body></div></article>`).join("");
    shiftWindow(list, "2025-11-30");
    fillFeatured(featured, list, "2025-11-30");
    const slots = [...featured.querySelectorAll<HTMLElement>("[data-slot]")];
    expect(slots.map((slot) => slot.querySelector("time")?.id)).toEqual([
      "featured-gospel-2025-11-29",
      "featured-gospel-2025-11-30",
      "featured-gospel-2025-12-01",
    ]);
    expect(slots[1]?.querySelector("a")?.getAttribute("aria-describedby")).toBe("featured-gospel-2025-11-30");
    expect(featured.querySelectorAll("[data-today-badge]")).toHaveLength(0);
    expect(list.querySelectorAll("[data-today-badge]")).toHaveLength(1);
    expect(slots.map((slot) => slot.hidden)).toEqual([false, false, false]);
  });

  it("hides a featured neighbour the list does not reach", () => {
    const list = weeklyList("2025-11-01");
    const featured = document.createElement("section");
    featured.innerHTML = [-1, 0, 1].map((offset) => `<article data-slot="${offset}"><div data-slot-body></div></article>`).join("");
    expect(shiftWindow(list, "2025-12-08")).toBe(true);
    fillFeatured(featured, list, "2025-12-08");
    expect([...featured.querySelectorAll<HTMLElement>("[data-slot]")].map((slot) => slot.hidden)).toEqual([false, false, true]);
  });
});
