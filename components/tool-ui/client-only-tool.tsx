"use client";

import { Suspense, useEffect, useState, type ReactNode } from "react";
import styles from "./tool-skeleton.module.css";

/**
 * The place of a tool while its code is on the way: the loading text for screen readers and
 * everyone, and grey blocks in the tool's rough shape (a toolbar, then its working area), so the
 * page does not jump when the tool arrives.
 */
function ToolSkeleton({ loading }: { loading: string }) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <p role="status">{loading}</p>
      <div className={styles.toolbar} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <div className={styles.area} aria-hidden="true" />
    </div>
  );
}

/**
 * Renders a browser tool only after hydration, with its skeleton until its code has arrived.
 * The tools read local storage while they start, which the server cannot know.
 */
export function ClientOnlyTool({ loading, children }: { loading: string; children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = <ToolSkeleton loading={loading} />;
  return mounted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
