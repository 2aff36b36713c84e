"use client";

import { formatTag } from "@/lib/format/intl";
import { useTranslations } from "next-intl";
import { useAuth } from "@/components/session/auth-provider";
import { InfoTable } from "./info-table";
import { useNow } from "@/components/session/use-now";

/** h:mm:ss, the same in every language. */
function formatTimeLeft(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return `${hours}:${String(minutes).padStart(2, "0")}:${String(rest).padStart(2, "0")}`;
}

/** The token info table of the dashboard: user name, issued, expires, time left counting down. */
export function TokenTable({ localeTag }: { localeTag: string }) {
  const t = useTranslations("auth.dashboard");
  const { claims, expiredInfo, loading } = useAuth();
  const now = useNow(1000);
  const format = (seconds: number) =>
    now === null ? "…" : new Intl.DateTimeFormat(formatTag(localeTag), { dateStyle: "medium", timeStyle: "medium" }).format(seconds * 1000);
  // A kept page is the same for many members: the token's times come from the browser's auth state.
  const shown = claims ?? expiredInfo;
  const left = claims && now !== null ? claims.exp - now / 1000 : 0;
  const time = (seconds: number | null | undefined) =>
    seconds === null || seconds === undefined ? "…" : <time dateTime={new Date(seconds * 1000).toISOString()}>{format(seconds)}</time>;
  return (
    <InfoTable
      caption={t("tokenCaption")}
      rows={[
        { label: t("tokenUser"), value: (claims?.username ?? expiredInfo?.userName) || "…", testId: "token-user" },
        { label: t("issued"), value: time(shown?.iat), testId: "token-issued" },
        { label: t("expires"), value: time(shown?.exp), testId: "token-expires" },
        { label: t("validFor"), value: shown?.iat && shown.exp ? formatTimeLeft(shown.exp - shown.iat) : "…", testId: "token-duration" },
        { label: t("timeLeft"), value: now === null || (loading && !claims) ? "…" : claims && left > 0 ? formatTimeLeft(left) : t("expired"), testId: "token-left" },
      ]}
    />
  );
}
