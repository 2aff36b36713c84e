"use client";

import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import { useAuth } from "@/components/session/auth-provider";
import type { AuthStatus as AuthStatusView } from "@/components/session/auth-status";

// The notices format their texts with the ICU message formatter (≈ 10 kB gzip); every page has
// this slot, few ever show a notice, so the code loads only when there is one to show.
const AuthStatus = dynamic(() => import("@/components/session/auth-status").then((module) => module.AuthStatus), { ssr: false });

/** The session-expired and connection notices of the shell, loaded when the auth state has one. */
export function SessionNotices(props: ComponentProps<typeof AuthStatusView>) {
  const { expiredInfo, connection } = useAuth();
  if (connection === "ok" && !expiredInfo) return null;
  return <AuthStatus {...props} />;
}
