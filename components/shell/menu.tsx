import type { ReactNode } from "react";
import { AuthMenu, type MenuVariant } from "@/components/shell/auth-menu";
import type { MenuEntry } from "./menu-bar";
import type { Locale } from "@/lib/i18n/locales";
import { menuOf, menuPathOf, type MenuContext, type ViewDefinition } from "@/lib/tenancy/sites/registry";
import type { MenuGroup, MenuItem } from "@/lib/tenancy/sites/types";
import { localizedPath } from "@/lib/tenancy/view-context";

interface MenuProps {
  view: ViewDefinition;
  labels: Readonly<Record<string, string>>;
  currentPath: string;
  locale: Locale;
  /** The variant the server renders: signed out on public pages, the session's on signed-in pages. */
  initial: MenuVariant;
  /** Why a disabled entry is closed: to a visitor ("for members"), to a signed-in account not yet approved. */
  hints: Readonly<{ visitor: string; notApproved: string }>;
  /** The name of the entry that holds a member's own entries ("Members"). */
  membersLabel: string;
  /** What the phone panel says under its entries where some are closed: they open for members. */
  membersNote: string;
  /** The names of the entries that hold a run of the site's pages ("Course"), by group. */
  groupLabels: Readonly<Record<MenuGroup, string>>;
  /** The phone panel's last row (the dark-mode slider), drawn inside the panel. */
  panelEnd?: ReactNode;
}

const contexts: Readonly<Record<MenuVariant, MenuContext>> = {
  signedOut: { signedIn: false, entitled: false },
  signedIn: { signedIn: true, entitled: false },
  entitled: { signedIn: true, entitled: true },
};

/**
 * The site's button menu: disabled when not entitled, current path highlighted. All three
 * variants are rendered here, so the client switches after sign-in without asking the server.
 * None for a site with nothing but its start page.
 */
export function Menu({ view, labels, currentPath, locale, initial, hints, membersLabel, membersNote, groupLabels, panelEnd }: MenuProps) {
  const entryOf = (item: MenuItem, variant: MenuVariant): MenuEntry => ({
    href: localizedPath(locale, item.path),
    text: labels[item.label] ?? item.label,
    enabled: item.entitled,
    hint: item.entitled ? undefined : variant === "signedOut" ? hints.visitor : hints.notApproved,
    ...(item.continues ? { continues: true } : {}),
  });
  // A run of entries of one group becomes one entry named after the group, where the run's first stood.
  const entries = (variant: MenuVariant): MenuEntry[] =>
    menuOf(view, contexts[variant]).reduce<{ group?: MenuGroup; entry: MenuEntry }[]>((list, item) => {
      const entry = entryOf(item, variant);
      const last = list.at(-1);
      if (item.group && last?.group === item.group) last.entry = { ...last.entry, group: [...(last.entry.group ?? []), entry] };
      else if (item.group) list.push({ group: item.group, entry: { href: entry.href, text: groupLabels[item.group], enabled: true, group: [entry], groupName: item.group } });
      else list.push({ entry });
      return list;
    }, []).map(({ entry }) => entry);
  const signedOut = entries("signedOut");
  // A member's own entries (overview, tools, chat, sign-out, …) are those a visitor's menu lacks:
  // they become one "Members" entry where the first of them stood, so the desktop row stays short.
  const visitorHrefs = new Set(signedOut.map((entry) => entry.href));
  const grouped = (list: MenuEntry[]): MenuEntry[] => {
    const group = list.filter((entry) => !visitorHrefs.has(entry.href));
    return list.flatMap((entry) =>
      visitorHrefs.has(entry.href) ? [entry] : entry === group[0] ? [{ href: entry.href, text: membersLabel, enabled: true, group, groupName: "members" }] : [],
    );
  };
  const variants = view.authMenu
    ? { signedOut, signedIn: grouped(entries("signedIn")), entitled: grouped(entries("entitled")) }
    : { signedOut, signedIn: signedOut, entitled: signedOut };
  // A menu whose only entry is the start page (a site being built) leads nowhere: the title does.
  if (Object.values(variants).every((list) => list.length <= 1)) return null;
  return (
    <AuthMenu
      variants={variants}
      initial={initial}
      currentHrefs={{
        signedOut: localizedPath(locale, menuPathOf(view, currentPath, contexts.signedOut)),
        signedIn: localizedPath(locale, menuPathOf(view, currentPath, contexts.signedIn)),
        entitled: localizedPath(locale, menuPathOf(view, currentPath, contexts.entitled)),
      }}
      panelEnd={panelEnd}
      // Drawn here, on the server, so the menu's script does not carry the padlock and the words.
      note={
        <p className="menu-panel-note">
          <svg viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6">
            <rect x="3" y="7" width="10" height="7" rx="1.5" />
            <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
          </svg>
          {membersNote}
        </p>
      }
    />
  );
}
