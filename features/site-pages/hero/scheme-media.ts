import type { HeroScheme } from "./hero-declaration";

/**
 * The system preferences under which a page without a stored choice is light or dark: the
 * start-up script (lib/client/start-up-script.ts) takes dark unless the system asks for light.
 * A module without styles of its own, so the blocks that pick a night picture (a video's poster, a
 * card's photo) do not pull the first screen's style sheet into every page's CSS graph.
 */
export const systemMedia: Record<HeroScheme, string> = {
  light: "(prefers-color-scheme: light)",
  dark: "not all and (prefers-color-scheme: light)",
};
