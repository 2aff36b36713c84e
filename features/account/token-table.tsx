"use client";

import { formatTag } from "@/lib/format/intl";
import { useTranslations } from "next-intl";
import type { TokenClaims } from "@/lib/auth/claims";
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
export function TokenTable({ claims: serverClaims, localeTag }: { claims: TokenClaims; localeTag: string }) {
  const t = useTranslations("auth.dashboard");
  const { claims: liveClaims, expiredInfo, loading } = useAuth();
  const claims = liveClaims ?? (loading ? serverClaims : null);
  const now = useNow(1000);
  const format = (seconds: number) =>
    now === null ? "…" : new Intl.DateTimeFormat(formatTag(localeTag), { dateStyle: "medium", timeStyle: "medium" }).format(seconds * 1000);
  const shown = claims ?? { username: expiredInfo?.userName ?? serverClaims.username, iat: expiredInfo?.iat ?? serverClaims.iat, exp: expiredInfo?.exp ?? serverClaims.exp };
  const left = claims && now !== null ? claims.exp - now / 1000 : 0;
  const time = (seconds: number) => <time dateTime={new Date(seconds * 1000).toISOString()}>{format(seconds)}</time>;
  return (
    <InfoTable
      caption={t("tokenCaption")}
      rows={[
        { label: t("tokenUser"), value: shown.username, testId: "token-user" },
        { label: t("issued"), value: time(shown.iat), testId: "token-issued" },
        { label: t("expires"), value: time(shown.exp), testId: "token-expires" },
        { label: t("validFor"), value: formatTimeLeft(shown.exp - shown.iat), testId: "token-duration" },
        { label: t("timeLeft"), value: now === null ? "…" : claims && left > 0 ? formatTimeLeft(left) : t("expired"), testId: "token-left" },
      ]}
    />
  );
}
