// What the rest of the site uses of the morpheme game: the /play page.
export { PlayPage } from "./play-page";
