"use client";

import dynamic from "next/dynamic";

/**
 * All public pages share one route, whose client chunk holds every client component it
 * imports. Behind this dynamic import the game is a chunk of its own, fetched only where it is
 * rendered (on /play); it is still rendered on the server, so the prerendered page shows it.
 */
export const MorphemeGameLoader = dynamic(() => import("./morpheme-game").then((module) => module.MorphemeGame));
