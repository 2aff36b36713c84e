"use client";

import { useEffect } from "react";
import { postJson } from "@/lib/client/request";
import { CHECK_URL, type SignedInAnswer } from "./auth-machine";
import { useAuth } from "./auth-provider";

/**
 * A members' page hands the client state the session the server just checked (a page rendered
 * per request: no extra request). A page kept for many members has none to hand: the server let
 * this browser in, so it holds a session, and the browser asks whose once start-up is done
 * (start-up itself asks when the browser's sign-in hint says so) or when it came here signed out
 * from a public page. This code loads on members' pages only, so it adds nothing to the public
 * pages' scripts: nothing here may make a module of theirs export more.
 */
export function SessionSeed({ answer }: { answer?: SignedInAnswer }) {
  const { adopt, user, loading } = useAuth();
  useEffect(() => {
    if (answer) adopt(answer);
  }, [adopt, answer]);
  useEffect(() => {
    if (answer || user || loading) return;
    void postJson<SignedInAnswer>(CHECK_URL, {}).then((result) => {
      if (result.status === 200 && result.data) adopt(result.data);
    });
  }, [adopt, answer, user, loading]);
  return null;
}
