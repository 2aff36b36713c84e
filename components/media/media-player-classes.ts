import type styles from "./media-player.module.css";

/**
 * The players' class names, handed down by the server component that shows them. A client
 * component's own CSS module would follow its lazily loaded chunk into a style sheet of its own,
 * one more request that the first paint waits for; imported by the server block, the players'
 * rules share the page's sheet.
 */
export type MediaPlayerClasses = typeof styles;
