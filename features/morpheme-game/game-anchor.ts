/** The id of the game's heading on /play: the start page's round leads straight to the board. */
export const gameHeadingId = "morpheme-game-heading";
