// What the /play route uses of the morpheme game on the server; the start page's finished round
// has its own entry (preview/server.ts).
import "server-only";

export { PlayPage } from "./play-page";
