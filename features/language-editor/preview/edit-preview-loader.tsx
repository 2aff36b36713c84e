"use client";

import { useEffect } from "react";
import { hasEntry } from "@/lib/client/storage/store";
import { LANGUAGE_PREVIEW_KEY } from "@/lib/client/storage/keys";

/**
 * On every page of the site: loads the preview of language edits only while a maintainer previews
 * in this browser, so the pages stay light for everyone else.
 */
export function EditPreviewLoader({ locale }: { locale: string }) {
  useEffect(() => {
    if (!hasEntry(LANGUAGE_PREVIEW_KEY)) return;
    let stopPreview: (() => void) | undefined;
    let left = false;
    void import("./edit-preview").then(({ startEditPreview }) => {
      if (!left) stopPreview = startEditPreview(locale);
    });
    return () => {
      left = true;
      stopPreview?.();
    };
  }, [locale]);
  return null;
}
