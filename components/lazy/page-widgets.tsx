"use client";

import dynamic from "next/dynamic";

/*
 * Widgets that only some pages show. Turbopack puts every client component of the catch-all
 * page route into one chunk, which every public page would load; through next/dynamic each
 * widget is its own chunk, fetched only by a page that renders it. The server still renders
 * their HTML, so nothing changes for a visitor before the chunk arrives.
 */
export const Lightbox = dynamic(() => import("@/components/gallery/lightbox").then((module) => module.Lightbox));
export const PanoramaViewer = dynamic(() => import("@/components/property/panorama-viewer").then((module) => module.PanoramaViewer));
export const VideoPlayer = dynamic(() => import("@/components/media/video-player").then((module) => module.VideoPlayer));
export const AudioPlayer = dynamic(() => import("@/components/media/audio-player").then((module) => module.AudioPlayer));
export const SiteSwitcher = dynamic(() => import("@/components/shell/site-switcher").then((module) => module.SiteSwitcher));
export const LoginForm = dynamic(() => import("@/components/auth/login-form").then((module) => module.LoginForm));
export const LogoutView = dynamic(() => import("@/components/auth/logout-view").then((module) => module.LogoutView));
