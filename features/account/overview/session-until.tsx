"use client";

import { formatTag } from "@/lib/format/intl";
import { useTranslations } from "next-intl";
import { useAuth } from "@/components/session/auth-provider";
import { useNow } from "@/components/session/use-now";

/**
 * "Signed in until 14:32" in the member's language and time zone (known only in the browser,
 * so it is written after hydration); with the day when the sign-in outlasts today.
 */
export function SessionUntil({ localeTag, className }: { localeTag: string; className?: string }) {
  const t = useTranslations("members.overview");
  const { claims, loading } = useAuth();
  const now = useNow(15_000);

  let text = "";
  if (now !== null && !loading) {
    if (!claims || claims.exp * 1000 <= now) text = t("signedInEnded");
    else {
      const end = new Date(claims.exp * 1000);
      const time = new Intl.DateTimeFormat(formatTag(localeTag), { timeStyle: "short" }).format(end);
      const sameDay = end.toDateString() === new Date(now).toDateString();
      text = sameDay
        ? t("signedInUntil", { time })
        : t("signedInUntilDate", { time, date: new Intl.DateTimeFormat(formatTag(localeTag), { dateStyle: "medium" }).format(end) });
    }
  }
  return (
    <p className={className} data-testid="session-until" aria-live="polite">
      {text}
    </p>
  );
}
