"use client";

import { useAuth } from "@/components/auth/auth-provider";
import type { TokenClaims } from "@/components/auth/token";
import { useNow } from "@/components/auth/use-now";
import { fillTemplate } from "@/lib/format/fill-template";

export interface SessionUntilTexts {
  signedInUntil: string;
  signedInUntilDate: string;
  signedInEnded: string;
}

/**
 * "Signed in until 14:32" in the member's language and time zone (known only in the browser,
 * so it is written after hydration); with the day when the sign-in outlasts today.
 */
export function SessionUntil({
  claims: serverClaims,
  localeTag,
  texts,
  className,
}: {
  claims: TokenClaims;
  localeTag: string;
  texts: SessionUntilTexts;
  className?: string;
}) {
  const { claims: liveClaims, loading } = useAuth();
  const claims = liveClaims ?? (loading ? serverClaims : null);
  const now = useNow(15_000);

  let text = "";
  if (now !== null) {
    if (!claims || claims.exp * 1000 <= now) text = texts.signedInEnded;
    else {
      const end = new Date(claims.exp * 1000);
      const time = new Intl.DateTimeFormat(localeTag, { timeStyle: "short" }).format(end);
      const sameDay = end.toDateString() === new Date(now).toDateString();
      text = sameDay
        ? fillTemplate(texts.signedInUntil, { time })
        : fillTemplate(texts.signedInUntilDate, { time, date: new Intl.DateTimeFormat(localeTag, { dateStyle: "medium" }).format(end) });
    }
  }
  return (
    <p className={className} data-testid="session-until" aria-live="polite">
      {text}
    </p>
  );
}
