import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCopyConfirmation } from "@/components/media/copy-confirmation";

describe("copy confirmation", () => {
  let visible: boolean;
  const onChange = (value: boolean) => {
    visible = value;
  };

  beforeEach(() => {
    visible = false;
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("is visible right after show", () => {
    createCopyConfirmation(onChange).show();
    expect(visible).toBe(true);
  });

  it("stays visible at 1499 ms and hides at exactly 1500 ms", () => {
    createCopyConfirmation(onChange).show();
    vi.advanceTimersByTime(1499);
    expect(visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(visible).toBe(false);
  });

  it("restarts the full 1.5 s on a second click", () => {
    const confirmation = createCopyConfirmation(onChange);
    confirmation.show();
    vi.advanceTimersByTime(1000);
    confirmation.show();
    vi.advanceTimersByTime(1499);
    expect(visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(visible).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reports each change once and nothing after dispose", () => {
    const changes: boolean[] = [];
    const confirmation = createCopyConfirmation((value) => changes.push(value));
    confirmation.show();
    confirmation.dispose();
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([true]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("honours a custom duration", () => {
    createCopyConfirmation(onChange, 300).show();
    vi.advanceTimersByTime(299);
    expect(visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(visible).toBe(false);
  });
});
