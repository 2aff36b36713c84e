import { readBaseData, writeBaseData } from "@/lib/client/storage";
import type { SignInHint } from "./auth-machine";

/** Session-storage key: this tab signed in, so its next page asks the server (`registeredBefore` of the specification's client state). */
const SIGNED_IN_TAB_KEY = "signedInThisTab";

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage: the base data (or nothing) remembers the sign-in.
    return undefined;
  }
}

function setTabFlag(on: boolean): void {
  try {
    if (on) tabStorage()?.setItem(SIGNED_IN_TAB_KEY, "1");
    else tabStorage()?.removeItem(SIGNED_IN_TAB_KEY);
  } catch {
    // A full or blocked session storage: only the base data remembers.
  }
}

/**
 * Whether a page should ask the server for the session. The base data in local storage
 * (registeredBefore, entitled) holds it across tabs while remembering is on; with remembering
 * off local storage keeps nothing, so a per-tab flag in session storage, which ends with the
 * tab, carries it from page to page. Anonymous visitors have neither and send no request.
 */
export const signInHint: SignInHint = {
  read: () => readBaseData().registeredBefore === true || tabStorage()?.getItem(SIGNED_IN_TAB_KEY) === "1",
  write: (user) => {
    writeBaseData({ registeredBefore: true, entitled: user.entitled });
    setTabFlag(true);
  },
  clear: () => {
    if (readBaseData().registeredBefore) writeBaseData({ registeredBefore: false, entitled: false });
    setTabFlag(false);
  },
};
