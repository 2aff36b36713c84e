"use client";

import dynamic from "next/dynamic";

/*
 * Widgets that only some pages show. Turbopack puts every client component of the catch-all
 * page route into one chunk, which every public page would load; through next/dynamic each
 * widget is its own chunk, fetched only by a page that renders it. The server still renders
 * their HTML, so nothing changes for a visitor before the chunk arrives.
 */
export const VideoPlayer = dynamic(() => import("@/components/media/video-player").then((module) => module.VideoPlayer));
export const AudioPlayer = dynamic(() => import("@/components/media/audio-player").then((module) => module.AudioPlayer));
export const SiteSwitcher = dynamic(() => import("@/components/shell/site-switcher").then((module) => module.SiteSwitcher));
// The forum's and the gospel's coming dates: every other site's pages would carry the choice and its date code.
export const NextDateChoice = dynamic(() => import("@/components/ui/next-date-choice").then((module) => module.NextDateChoice));
// The forum's weekly notes, the sooner first for the visitor's own day.
export const SoonerFirst = dynamic(() => import("@/components/ui/sooner-first").then((module) => module.SoonerFirst));
