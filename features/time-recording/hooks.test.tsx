// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import english from "@/messages/en.json";
import { useTimeRecording } from "./use-time-recording";
import type { EventDraft } from "./event-draft";

function wrapper({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={{ timeRecording: english.timeRecording }}>
      {children}
    </NextIntlClientProvider>
  );
}

const dentist: EventDraft = { title: "Dentist", allDay: false, startDate: "2026-11-26", startTime: "09:00", endDate: "2026-11-26", endTime: "10:00" };
const titles = (events: readonly { title: string }[]) => events.map((event) => event.title);

afterEach(() => localStorage.clear());

describe("the time-recording calendar's state", () => {
  it("keeps an entry that was saved when the page is opened again", () => {
    const first = renderHook(() => useTimeRecording(), { wrapper });
    act(() => void first.result.current.editing.submitDraft(dentist));
    expect(first.result.current.notice?.text).toBe("Entry added.");
    expect(first.result.current.store.unsaved).toBe(true);
    act(() => first.result.current.actions.save());
    expect(first.result.current.notice).toMatchObject({ kind: "success", text: "Data saved successfully." });
    expect(first.result.current.store.unsaved).toBe(false);
    first.unmount();

    const reopened = renderHook(() => useTimeRecording(), { wrapper });
    expect(titles(reopened.result.current.store.events)).toContain("Dentist");
    expect(reopened.result.current.store.unsaved).toBe(false);
  });

  it("forgets an entry that was not saved, showing the sample week again", () => {
    const first = renderHook(() => useTimeRecording(), { wrapper });
    act(() => void first.result.current.editing.submitDraft(dentist));
    first.unmount();
    const reopened = renderHook(() => useTimeRecording(), { wrapper });
    expect(titles(reopened.result.current.store.events)).not.toContain("Dentist");
    expect(titles(reopened.result.current.store.events)).toContain("Team meeting");
  });

  it("refuses an entry that ends before it starts, with the dialog's own words", () => {
    const { result } = renderHook(() => useTimeRecording(), { wrapper });
    let problem: string | undefined;
    act(() => void (problem = result.current.editing.submitDraft({ ...dentist, endTime: "08:00" })));
    expect(problem).toBe("The end must be after the start.");
    expect(titles(result.current.store.events)).not.toContain("Dentist");
  });

  it("says why a file cannot be imported and keeps the entries", async () => {
    const { result } = renderHook(() => useTimeRecording(), { wrapper });
    const before = result.current.store.events;
    const broken = new File(["{ not json"], "broken.json", { type: "application/json" });
    // jsdom's File has no text(); the browser's reads the content like this.
    Object.defineProperty(broken, "text", { value: async () => "{ not json" });
    await act(() => result.current.actions.importFile(broken));
    expect(result.current.notice).toMatchObject({ kind: "error", text: "Corrupt JSON file" });
    expect(result.current.store.events).toEqual(before);
  });

  it("refuses to delete an all-day event when none is selected", async () => {
    const { result } = renderHook(() => useTimeRecording(), { wrapper });
    await act(() => result.current.actions.deleteSelectedAllDay());
    expect(result.current.notice).toMatchObject({ kind: "error", text: "No all-day event selected." });
  });
});
