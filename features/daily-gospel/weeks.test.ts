import { describe, expect, it } from "vitest";
import { addDays, gospelDays } from "./liturgy";
import { weeksOf } from "./weeks";
import { DAYS_AROUND_TODAY } from "./window";

// Every rendering day of two years, so each position of Advent in the window is met.
const renderingDays = Array.from({ length: 731 }, (_, index) => addDays("2025-06-01", index));

describe("the list's weeks on every day of two years", () => {
  it.each(renderingDays)("%s: Sunday to Saturday, one pair of cycles each, the new church year marked once at Advent", (today) => {
    const days = gospelDays(today, DAYS_AROUND_TODAY, DAYS_AROUND_TODAY);
    const weeks = weeksOf(days, (day) => day);
    // 61 days touch nine to ten weeks: few enough headings for a page a visitor scrolls.
    expect(weeks.length).toBeGreaterThanOrEqual(9);
    expect(weeks.length).toBeLessThanOrEqual(10);
    for (const week of weeks) {
      expect(week.entries.length).toBeLessThanOrEqual(7);
      for (const day of week.entries) {
        expect(day.sundayCycle, `${week.start}: ${day.date}`).toBe(week.sundayCycle);
        expect(day.weekdayCycle, `${week.start}: ${day.date}`).toBe(week.weekdayCycle);
      }
    }
    const marked = weeks.filter((week) => week.beginsChurchYear);
    // The First Sunday of Advent is the Sunday from 27 November to 3 December.
    const advent = weeks.slice(1).find((week) => week.start.slice(5) >= "11-27" && week.start.slice(5) <= "12-03");
    expect(marked.map((week) => week.start)).toEqual(advent ? [advent.start] : []);
  });

  it("marks the week of 29 November 2026: Sunday cycle B and weekday cycle I begin", () => {
    const weeks = weeksOf(gospelDays("2026-11-28", 30, 30), (day) => day);
    const index = weeks.findIndex((week) => week.start === "2026-11-29");
    expect(weeks[index]).toMatchObject({ beginsChurchYear: true, sundayCycle: "B", weekdayCycle: "I" });
    expect(weeks[index - 1]).toMatchObject({ beginsChurchYear: false, sundayCycle: "A", weekdayCycle: "II" });
  });
});
