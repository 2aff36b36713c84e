/*
 * What other features contribute to the public pages, taken from their public entries: the only
 * file through which the public renderer reaches another feature (the lint rule allows this one).
 * A feature that adds a block or a first-screen card registers it here, from an entry that carries
 * nothing else (a `preview/server.ts`): every module an entry names brings its styles onto every
 * page of the route that imports it, rendered or not. A block that belongs to one route of its own
 * (the daily gospel's list) is not here: that route hands its view in (`SitePage`'s `routeBlocks`).
 */
export { GospelTodayCard } from "@/features/daily-gospel/preview/server";
export { RoundPreview } from "@/features/morpheme-game/preview/server";
