// What the routes use of the morpheme game on the server: the /play page, and a finished round
// for the site's start page.
import "server-only";

export { PlayPage } from "./play-page";
export { RoundPreview } from "./round-preview";
