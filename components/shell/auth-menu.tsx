"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { MenuBar, type MenuEntry } from "@/components/shell/menu-bar";
import { useAuth } from "../session/auth-provider";

export type MenuVariant = "signedOut" | "signedIn" | "entitled";

interface AuthMenuProps {
  variants: Readonly<Record<MenuVariant, readonly MenuEntry[]>>;
  /** What the server rendered: signed out on public pages, the session's menu on signed-in pages. */
  initial: MenuVariant;
  /** The entry marked current, per variant: a page whose own entry is closed marks the one above it. */
  currentHrefs: Readonly<Record<MenuVariant, string>>;
  /** The phone panel's last row (the dark-mode slider). */
  panelEnd?: ReactNode;
  /** The phone panel's line that explains a visitor's closed entries. */
  note?: ReactNode;
}

/** The site's button menu; switches to the signed-in entries as soon as the auth state knows. */
export function AuthMenu({ variants, initial, currentHrefs, panelEnd, note }: AuthMenuProps) {
  const t = useTranslations("shell");
  const { user, loading } = useAuth();
  const variant: MenuVariant = loading ? initial : !user ? "signedOut" : user.entitled ? "entitled" : "signedIn";
  return (
    <nav className="menu" aria-label={t("mainMenu")} data-signed-in={variant !== "signedOut" || undefined}>
      {/* The note tells a visitor that signing in opens the closed entries: a signed-in member's one closed entry (the chat) says itself why. */}
      <MenuBar entries={variants[variant]} currentHref={currentHrefs[variant]} panelEnd={panelEnd} note={variant === "signedOut" ? note : undefined} />
    </nav>
  );
}
