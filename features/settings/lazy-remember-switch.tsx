"use client";

import { lazy, Suspense } from "react";
// Imported here so the switch is styled from the first paint, before its code arrives.
import "@/components/tool-ui/controls.module.css";

const RememberSwitch = lazy(() => import("./remember-switch").then((module) => ({ default: module.RememberSwitch })));

/**
 * The remembering switch for /imprint: rendered on the server like any component, but its code
 * (and the confirmation dialog's) is a chunk of its own, so the other public pages, which share
 * one bundle with the imprint, do not load it.
 */
export function LazyRememberSwitch() {
  return (
    <Suspense fallback={null}>
      <RememberSwitch />
    </Suspense>
  );
}
