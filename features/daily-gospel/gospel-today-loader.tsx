"use client";

import dynamic from "next/dynamic";

/**
 * The public pages share one route, whose client chunk would otherwise carry this script for
 * every page: behind next/dynamic it is a chunk of its own, fetched only by the gospel pages.
 */
export const GospelToday = dynamic(() => import("./gospel-today").then((module) => module.GospelToday));
