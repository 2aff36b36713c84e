"use client";

import { Suspense, useEffect, useState, type ReactNode } from "react";

/**
 * Renders a browser tool only after hydration, with a readable placeholder until its code has
 * arrived. The tools read local storage while they start, which the server cannot know.
 */
export function ClientOnlyTool({ loading, children }: { loading: string; children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = (
    <p aria-busy="true" role="status">
      {loading}
    </p>
  );
  return mounted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
