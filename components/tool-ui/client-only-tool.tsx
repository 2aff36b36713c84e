"use client";

import { Suspense, useSyncExternalStore, type ReactNode } from "react";
import styles from "./tool-skeleton.module.css";

/**
 * The place of a tool while its code is on the way: the loading text for screen readers and
 * everyone, and grey blocks in the tool's rough shape (a toolbar, then its working area), as tall
 * as the tool will be (`reserve`, the tool's own class with its heights per width), so the page
 * does not jump when the tool arrives (round 83: the calendar's page grew by 1,000 px after a second).
 */
export function ToolSkeleton({ loading, reserve }: { loading: string; reserve?: string }) {
  return (
    <div className={reserve ? `${styles.skeleton} ${reserve}` : styles.skeleton} aria-busy="true" data-tool-skeleton="">
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

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * Renders a browser tool only after hydration, with its skeleton until its code has arrived.
 * The tools read local storage while they start, which the server cannot know.
 */
export function ClientOnlyTool({ loading, reserve, children }: { loading: string; reserve?: string; children: ReactNode }) {
  // False while the server renders and while the page hydrates, true in the browser afterwards.
  const mounted = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  const placeholder = <ToolSkeleton loading={loading} reserve={reserve} />;
  return mounted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
