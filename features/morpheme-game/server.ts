// What the routes use of the morpheme game on the server: the /play page.
import "server-only";

export { PlayPage } from "./play-page";
