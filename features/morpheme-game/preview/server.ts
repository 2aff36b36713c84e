// What the start page shows of the morpheme game: a finished round, server markup only. An entry of
// its own, apart from the /play page (server.ts), so the start page's route takes neither the
// game's components nor its styles.
import "server-only";

export { RoundPreview } from "../round-preview";
