"use client";

import dynamic from "next/dynamic";

// Each its own chunk, fetched only by a page that shows it (see components/lazy/page-widgets.tsx).
export const Lightbox = dynamic(() => import("./gallery/lightbox").then((module) => module.Lightbox));
export const PanoramaViewer = dynamic(() => import("./property/panorama-viewer").then((module) => module.PanoramaViewer));
