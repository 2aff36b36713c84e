"use client";

import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
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
  const snapshot = useSyncExternalStore(machine.subscribe, machine.getSnapshot, () => serverSnapshot);
  useEffect(() => {
    machine.start();
    return () => machine.dispose();
  }, [machine]);
  const api = useMemo<AuthApi>(() => ({ ...snapshot, adopt: machine.adopt, logout: machine.logout }), [snapshot, machine]);
  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthApi {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
