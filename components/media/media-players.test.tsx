// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AudioPlayer } from "@/components/media/audio-player";
import { LinkIcon } from "@/components/media/link-icon";
import classes from "@/components/media/media-player.module.css";
import { PlayIcon } from "@/components/media/play-icon";
import { VideoPlayer } from "@/components/media/video-player";

// jsdom has no media playback; the players only need to know that play() was asked for.
const play = vi.fn(() => Promise.resolve());
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(play);
  vi.stubGlobal("IntersectionObserver", class { observe() {} disconnect() {} });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  play.mockClear();
});

/** The server's HTML, hydrated, as a visitor's browser gets it. */
async function hydrate(view: ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(view);
  document.body.append(container);
  const serverHtml = container.innerHTML;
  await act(async () => {
    render(view, { container, hydrate: true });
  });
  return serverHtml;
}

describe("the recording", () => {
  const view = <AudioPlayer src="/forum/audio/friday-evening.mp4" title="Friday evening" labels={{ play: "Play the recording", download: "Download the recording" }} classes={classes} />;

  it("arrives without the browser's controls, behind a link to the file", async () => {
    const html = await hydrate(view);
    expect(html).toContain("<audio");
    expect(html).not.toContain("controls");
    expect(screen.getByRole("link", { name: "Play the recording" }).getAttribute("href")).toBe("/forum/audio/friday-evening.mp4");
  });

  // Where the focus goes is checked in Chromium (tests/e2e/content-blocks.spec.ts): jsdom never focuses media elements.
  it("plays in the page on the click, its controls in the link's place", async () => {
    await hydrate(view);
    const navigated = fireEvent.click(screen.getByRole("link", { name: "Play the recording" }));
    expect(navigated).toBe(false);
    const audio = document.querySelector("audio") as HTMLAudioElement;
    expect(audio.controls).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("link", { name: "Play the recording" })).toBeNull();
  });
  it("leaves a click with a modifier key to the browser, which opens the file", async () => {
    await hydrate(view);
    expect(fireEvent.click(screen.getByRole("link", { name: "Play the recording" }), { ctrlKey: true })).toBe(true);
    expect((document.querySelector("audio") as HTMLAudioElement).controls).toBe(false);
    expect(play).not.toHaveBeenCalled();
  });
});

describe("a video card", () => {
  const labels = { copyLink: "Copy link to video", linkCopied: "Link copied", play: "Play video: Café on Tuesdays" };
  const poster = <span role="img" aria-label="Three cups of coffee on the cafe's table" />;
  const icons = { play: <PlayIcon size={64} />, link: <LinkIcon /> };
  const view = <VideoPlayer src="/forum/videos/cafe.mp4" poster={poster} title="Café on Tuesdays" labels={labels} classes={classes} icons={icons} />;

  it("arrives without the browser's controls, its picture a link to the clip", async () => {
    const html = await hydrate(view);
    expect(html).not.toContain("controls");
    expect(screen.getByRole("link", { name: "Play video: Café on Tuesdays" }).getAttribute("href")).toBe("/forum/videos/cafe.mp4");
  });

  it("plays in the card on the click, with its controls", async () => {
    await hydrate(view);
    expect(fireEvent.click(screen.getByRole("link", { name: "Play video: Café on Tuesdays" }))).toBe(false);
    const video = document.querySelector("video") as HTMLVideoElement;
    expect(video.controls).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("link", { name: "Play video: Café on Tuesdays" })).toBeNull();
  });

  it("shows its drawn poster over the clip until the visitor plays it, then the clip alone", async () => {
    await hydrate(view);
    expect(screen.getByRole("img", { name: "Three cups of coffee on the cafe's table" })).toBeTruthy();
    expect(document.querySelector("video")?.hasAttribute("poster")).toBe(false);
    fireEvent.click(screen.getByRole("link", { name: "Play video: Café on Tuesdays" }));
    expect(screen.queryByRole("img", { name: "Three cups of coffee on the cafe's table" })).toBeNull();
  });
});
