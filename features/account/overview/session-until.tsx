"use client";

import { formatTag } from "@/lib/format/intl";
import { useTranslations } from "next-intl";
import { useAuth } from "@/components/session/auth-provider";
import { useNow } from "@/components/session/use-now";

/**
 * "Signed in until 14:32 today" in the member's language and time zone (known only in the browser,
 * so it is written after hydration): always with its day, today, tomorrow or a date (a time alone
 * left the reader to guess which day it meant).
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
      const days = daysBetween(new Date(now), end);
      text =
        days === 0
          ? t("signedInUntil", { time })
          : days === 1
            ? t("signedInUntilTomorrow", { time })
            : t("signedInUntilDate", { time, date: new Intl.DateTimeFormat(formatTag(localeTag), { dateStyle: "medium" }).format(end) });
    }
  }
  return (
    <p className={className} data-testid="session-until" aria-live="polite">
      {text}
    </p>
  );
}

/** Calendar days from one moment to a later one, in the browser's time zone. */
function daysBetween(from: Date, to: Date): number {
  const midnight = (moment: Date) => new Date(moment.getFullYear(), moment.getMonth(), moment.getDate()).getTime();
  return Math.round((midnight(to) - midnight(from)) / 86_400_000);
}
