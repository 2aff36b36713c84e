"use client";

import type { ReactNode } from "react";
import { useAuth } from "./auth-provider";

/**
 * What the server rendered for the session that was signed in: gone once that session has
 * expired, so that the shell's notice (expired, sign in again) is the page's only message.
 */
export function WhileSignedIn({ children }: { children: ReactNode }) {
  const { expiredInfo } = useAuth();
  return expiredInfo ? null : children;
}
