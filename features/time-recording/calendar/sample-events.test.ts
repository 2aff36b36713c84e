import { describe, expect, it } from "vitest";
import { sampleEvents, type SampleTitles } from "./sample-events";

const titles: SampleTitles = {
  projectWork: "Project work",
  teamMeeting: "Team meeting",
  customerVisit: "Customer visit",
  documentation: "Documentation",
  training: "Training",
  weeklyReview: "Weekly review",
  vacation: "Vacation",
};

/** The day of the sample week's first entry, its Monday. */
const mondayOf = (today: Date, firstDay?: number) => sampleEvents(today, titles, firstDay)[0]!.start.slice(0, 10);

describe("the sample week stands in the week the calendar opens on", () => {
  const sunday = new Date(2026, 11, 6, 0, 30);
  const saturday = new Date(2026, 11, 5, 23, 30);

  it("on an English Sunday (weeks from Sunday) it is the Monday after, not the one before", () => {
    // The calendar showed December 6 to 12 while the samples stood on November 30 to December 4.
    expect(mondayOf(sunday, 0)).toBe("2026-12-07");
    expect(mondayOf(saturday, 0)).toBe("2026-11-30");
  });

  it("in the ISO week (German and most others) the Monday before a Sunday", () => {
    expect(mondayOf(sunday, 1)).toBe("2026-11-30");
    expect(mondayOf(sunday)).toBe("2026-11-30");
  });

  it("in Arabic's week from Saturday the Monday two days after its start", () => {
    expect(mondayOf(saturday, 6)).toBe("2026-12-07");
    expect(mondayOf(new Date(2026, 11, 4), 6)).toBe("2026-11-30");
  });

  it("keeps the leave at the start of the next shown week", () => {
    const leave = sampleEvents(sunday, titles, 0).find((event) => event.title === "Vacation")!;
    expect(leave.start).toBe("2026-12-14");
  });
});
