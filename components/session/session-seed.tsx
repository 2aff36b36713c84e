"use client";

import { useEffect } from "react";
import type { SignedInAnswer } from "./auth-machine";
import { useAuth } from "./auth-provider";

/** A signed-in page hands the session the server just checked to the client state (no extra request). */
export function SessionSeed({ answer }: { answer: SignedInAnswer }) {
  const { adopt } = useAuth();
  useEffect(() => {
    adopt(answer);
  }, [adopt, answer]);
  return null;
}
