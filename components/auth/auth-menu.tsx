"use client";

import { MenuBar, type MenuEntry } from "@/components/shell/menu-bar";
import { useAuth } from "./auth-provider";

export type MenuVariant = "signedOut" | "signedIn" | "entitled";

interface AuthMenuProps {
  label: string;
  variants: Readonly<Record<MenuVariant, readonly MenuEntry[]>>;
  /** What the server rendered: signed out on public pages, the session's menu on signed-in pages. */
  initial: MenuVariant;
  currentHref: string;
  /** The menu button's and the overflow disclosure's names. */
  texts: { readonly menu: string; readonly more: string };
}

/** The site's button menu; switches to the signed-in entries as soon as the auth state knows. */
export function AuthMenu({ label, variants, initial, currentHref, texts }: AuthMenuProps) {
  const { user, loading } = useAuth();
  const variant: MenuVariant = loading ? initial : !user ? "signedOut" : user.entitled ? "entitled" : "signedIn";
  return (
    <nav className="menu" aria-label={label}>
      <MenuBar entries={variants[variant]} currentHref={currentHref} texts={texts} />
    </nav>
  );
}
