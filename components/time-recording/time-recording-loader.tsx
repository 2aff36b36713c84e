"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { TimeRecordingTexts } from "./texts";

interface TimeRecordingLoaderProps {
  texts: TimeRecordingTexts;
  locale: Locale;
}

const TimeRecording = lazy(() => import("./time-recording").then((module) => ({ default: module.TimeRecording })));

/**
 * FullCalendar is large and needs the browser's clock, zone and storage: its chunk is fetched
 * only here, on /various, and only in the browser (after hydration).
 */
export function TimeRecordingLoader(props: TimeRecordingLoaderProps) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const loading = (
    <p className="tool-loading" role="status">
      {props.texts.loading}
    </p>
  );
  return inBrowser ? <Suspense fallback={loading}>{<TimeRecording {...props} />}</Suspense> : loading;
}
