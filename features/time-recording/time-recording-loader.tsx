"use client";

import { useTranslations } from "next-intl";
import { lazy } from "react";
import { ClientOnlyTool } from "@/components/tool-ui/client-only-tool";
import reserve from "./reserve.module.css";

/**
 * FullCalendar is large and needs the browser's clock, zone and storage: its chunk is fetched
 * only on the calendar's own view, and only in the browser (after hydration).
 */
const TimeRecording = lazy(() => import("./time-recording").then((module) => ({ default: module.TimeRecording })));

export function TimeRecordingLoader() {
  const t = useTranslations("timeRecording");
  return (
    <ClientOnlyTool loading={t("loading")} reserve={reserve.tool}>
      <TimeRecording />
    </ClientOnlyTool>
  );
}
