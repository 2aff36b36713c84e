import { describe, expect, it } from "vitest";
import { SIGN_IN_LOCK, retryAfterSeconds } from "@/lib/auth/rate-limit";
import { parseByteRange } from "@/lib/media/byte-range";
import { VIDEO_NAME } from "@/lib/media/intern-video";

const minute = 60_000;

describe("rate limit: 5 failures in 15 minutes", () => {
  const now = 100 * minute;
  it("allows up to four failures, blocks at the fifth until the oldest leaves the window", () => {
    const four = [1, 2, 3, 4].map((m) => now - m * minute);
    expect(retryAfterSeconds(four, SIGN_IN_LOCK, now)).toBe(0);
    const five = [...four, now - 10 * minute].sort((a, b) => a - b);
    expect(retryAfterSeconds(five, SIGN_IN_LOCK, now)).toBe(5 * 60);
  });
  it("forgets failures older than the window", () => {
    const old = [20, 19, 18, 17, 16].map((m) => now - m * minute);
    expect(retryAfterSeconds(old, SIGN_IN_LOCK, now)).toBe(0);
  });
  it("with more failures than the limit waits for the one that frees a place", () => {
    const six = [14, 13, 12, 2, 1, 0.5].map((m) => now - m * minute);
    expect(retryAfterSeconds(six, SIGN_IN_LOCK, now)).toBe(2 * 60);
  });
});

describe("byte ranges of the internal videos", () => {
  it("reads one range, an open end and a suffix", () => {
    expect(parseByteRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange("bytes=990-5000", 1000)).toEqual({ start: 990, end: 999 });
  });
  it("says 'unsatisfiable' for ranges outside the file", () => {
    expect(parseByteRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=50-10", 1000)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=-0", 1000)).toBe("unsatisfiable");
  });
  it("ignores what it cannot read (the whole file is sent)", () => {
    expect(parseByteRange(null, 1000)).toBeUndefined();
    expect(parseByteRange("bytes=0-1,5-9", 1000)).toBeUndefined();
    expect(parseByteRange("items=0-1", 1000)).toBeUndefined();
    expect(parseByteRange("bytes=-", 1000)).toBeUndefined();
  });
});

describe("internal video names", () => {
  it("allow plain names and refuse anything that could leave the folder", () => {
    expect(VIDEO_NAME.test("family-1971_part2.mp4")).toBe(true);
    for (const bad of ["../secret.mp4", "..%2Fsecret.mp4", ".hidden.mp4", "a/b.mp4", "a\\b.mp4", "clip.mp4.exe", "clip.MOV", "clip .mp4", ""]) {
      expect(VIDEO_NAME.test(bad), bad).toBe(false);
    }
  });
});
