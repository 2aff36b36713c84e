// Both players come as one chunk with one style sheet: a page with a recording and videos (the
// forum) then waits for one extra sheet, not two.
export { AudioPlayer } from "./audio-player";
export { VideoPlayer } from "./video-player";
