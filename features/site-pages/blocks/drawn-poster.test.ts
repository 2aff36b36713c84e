import { describe, expect, it } from "vitest";
import { drawnPoster } from "./drawn-poster";

describe("a video's drawn poster", () => {
  it("sits beside the specification's JPEG, in a day and a night version", () => {
    expect(drawnPoster("/images/restoration-2001.jpg")).toEqual({ light: "/images/restoration-2001.svg", dark: "/images/restoration-2001-dark.svg" });
  });

  it("refuses a poster outside /images/{name}.jpg, whose drawing nobody rendered", () => {
    expect(() => drawnPoster("/media/river.jpg")).toThrow("/media/river.jpg: a video poster is /images/{name}.jpg");
    expect(() => drawnPoster("/images/river.png")).toThrow();
  });
});
