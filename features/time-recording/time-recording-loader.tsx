"use client";

import { lazy } from "react";
import { ClientOnlyTool } from "@/components/tools/client-only-tool";
import type { Locale } from "@/lib/i18n/locales";
import type { TimeRecordingTexts } from "./texts";

interface TimeRecordingLoaderProps {
  texts: TimeRecordingTexts;
  locale: Locale;
}

/**
 * FullCalendar is large and needs the browser's clock, zone and storage: its chunk is fetched
 * only on the calendar's own view, and only in the browser (after hydration).
 */
const TimeRecording = lazy(() => import("./time-recording").then((module) => ({ default: module.TimeRecording })));

export function TimeRecordingLoader(props: TimeRecordingLoaderProps) {
  return (
    <ClientOnlyTool loading={props.texts.loading}>
      <TimeRecording {...props} />
    </ClientOnlyTool>
  );
}
