/*
 * What other features contribute to the public pages, taken from their public entries: the only
 * file through which the public renderer reaches another feature (the lint rule allows this one).
 * A feature that adds a block or a first-screen card registers it here.
 */
export { DailyGospelList, GospelTodayCard } from "@/features/daily-gospel/server";
export { RoundPreview } from "@/features/morpheme-game/server";
