// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { daysBetween, localIsoDate, shiftWindow, windowOn } from "@/components/gospel/shift-window";
import { addDays } from "@/lib/liturgy";

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
