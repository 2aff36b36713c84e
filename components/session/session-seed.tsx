"use client";

import { useEffect } from "react";
import { postJson } from "@/lib/client/request";
import { CHECK_URL, type AuthUser, type SignedInAnswer } from "./auth-machine";
import { useAuth } from "./auth-provider";
import { signInHint } from "./sign-in-hint";

type SeedProps = { answer: SignedInAnswer; access?: undefined } | { answer?: undefined; access: Pick<AuthUser, "level" | "entitled"> };

/**
 * A members' page hands the client state the session the server just checked (a page rendered
 * per request: no extra request). A page kept for many members has only the access it was kept
 * for: the server let this browser in, so it holds a session, and the browser asks whose. At
 * start-up the hint is written first (this effect runs before the provider's), so start-up asks
 * and the menu never falls back to a visitor's; a browser that came here signed out from a public
 * page asks at once. This code loads on members' pages only: it adds nothing to the public
 * pages' scripts, so nothing here may make a module of theirs export more.
 */
export function SessionSeed({ answer, access }: SeedProps) {
  const { adopt, user, loading } = useAuth();
  useEffect(() => {
    if (answer) adopt(answer);
  }, [adopt, answer]);
  useEffect(() => {
    if (!access || user) return;
    if (loading) {
      signInHint.write({ name: "", ...access });
      return;
    }
    void postJson<SignedInAnswer>(CHECK_URL, {}).then((result) => {
      if (result.status === 200 && result.data) adopt(result.data);
    });
  }, [adopt, access, user, loading]);
  return null;
}
