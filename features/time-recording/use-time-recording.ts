"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect } from "react";
import { useConfirm } from "@/components/tool-ui/use-confirm";
import { sampleEvents } from "./calendar/sample-events";
import { homeSkyLocation } from "./calendar/sky-location";
import { calendarIntlTag, firstDayOfWeek } from "./fullcalendar-locales";
import { useDescribeWhen } from "./use-describe-when";
import { useEventEditing } from "./use-event-editing";
import { useNotice } from "./use-notice";
import { useTimeRecordingStore } from "./use-time-recording-store";
import { useToolbarActions } from "./use-toolbar-actions";
import { useViewRange } from "./use-view-range";

/** Leaving with unsaved entries asks first (the browser's own question). */
function useWarnBeforeUnload(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
}

/** Everything the calendar screen holds: the entries, the selection, the shown range, the notice. */
export function useTimeRecording() {
  const t = useTranslations("timeRecording");
  const locale = useLocale();
  const intlLocale = calendarIntlTag(locale);
  const samples = useCallback(
    () =>
      sampleEvents(new Date(), {
        projectWork: t("samples.projectWork"),
        teamMeeting: t("samples.teamMeeting"),
        customerVisit: t("samples.customerVisit"),
        documentation: t("samples.documentation"),
        training: t("samples.training"),
        weeklyReview: t("samples.weeklyReview"),
        vacation: t("samples.vacation"),
      }, firstDayOfWeek(locale)),
    [t, locale],
  );
  const store = useTimeRecordingStore(samples, homeSkyLocation(t("sky.homePlace")));
  const { confirmDialog, confirm } = useConfirm({ title: t("confirm.title"), yes: t("confirm.yes"), cancel: t("confirm.cancel") });
  const { notice, say, dismiss } = useNotice();
  const { range, onDatesSet } = useViewRange();
  const describeWhen = useDescribeWhen(intlLocale);
  const editing = useEventEditing({ store, say, confirm, describeWhen });
  const actions = useToolbarActions({ store, editing, samples, range, say, confirm });
  useWarnBeforeUnload(store.unsaved);
  return { locale, intlLocale, store, editing, actions, range, onDatesSet, notice, dismiss, describeWhen, confirmDialog };
}
