"use client";

import { Suspense, useSyncExternalStore, type ReactNode } from "react";
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

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * Renders a browser tool only after hydration, with its skeleton until its code has arrived.
 * The tools read local storage while they start, which the server cannot know.
 */
export function ClientOnlyTool({ loading, children }: { loading: string; children: ReactNode }) {
  // False while the server renders and while the page hydrates, true in the browser afterwards.
  const mounted = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  const placeholder = <ToolSkeleton loading={loading} />;
  return mounted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
