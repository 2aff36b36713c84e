// The morpheme game for the browser: its own chunk, loaded on /play only.
export { MorphemeGameLoader } from "./morpheme-game-loader";
