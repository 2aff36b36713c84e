"use client";

import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { createAuthMachine, serverSnapshot, type AuthMachine, type AuthSnapshot } from "./auth-machine";
import { postJson } from "@/lib/client/request";
import { signInHint } from "./sign-in-hint";

interface AuthApi extends AuthSnapshot {
  readonly adopt: AuthMachine["adopt"];
  readonly logout: AuthMachine["logout"];
}

const AuthContext = createContext<AuthApi | null>(null);

/**
 * Holds the auth state for every page of a site and language (mounted by the layout, so it
 * survives client-side navigation). Public pages ask the server only when this browser (or,
 * with remembering off, this tab) holds the sign-in hint: an anonymous visit sends no request
 * and logs no 401.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [machine] = useState(() => createAuthMachine({ request: (url, body) => postJson(url, body ?? {}), hint: signInHint }));
  // The machine's state reaches the tree as a transition, not as a synchronous external store: an
  // urgent context change made React throw away the server's HTML of a part of the page still
  // waiting for its code (the imprint's lazily loaded remembering switch vanished for a moment and
  // the clauses beside it jumped 67 px); a transition waits for that code instead.
  const [snapshot, setSnapshot] = useState<AuthSnapshot>(serverSnapshot);
  useEffect(() => {
    const update = () => startTransition(() => setSnapshot(machine.getSnapshot()));
    const unsubscribe = machine.subscribe(update);
    machine.start();
    update();
    return () => {
      unsubscribe();
      machine.dispose();
    };
  }, [machine]);
  const api = useMemo<AuthApi>(() => ({ ...snapshot, adopt: machine.adopt, logout: machine.logout }), [snapshot, machine]);
  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthApi {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
