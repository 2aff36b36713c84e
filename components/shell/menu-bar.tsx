"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";

export interface MenuEntry {
  readonly href: string;
  readonly text: string;
  /** False: shown disabled, does not navigate. */
  readonly enabled: boolean;
  /** Why a disabled entry does not open ("for members"), shown under its text and read with it. */
  readonly hint?: string;
  /**
   * The entries shown under this entry's button (a drop-down on wide screens): a member's own
   * entries, or a run of the site's pages (the course's lessons).
   */
  readonly group?: readonly MenuEntry[];
  /** With `group`: its name in the page ("members", "course"), which names its list's id and classes. */
  readonly groupName?: string;
  /** Continues the entry before it (the forum's "2024" after "News 2025"): drawn as one group with it. */
  readonly continues?: boolean;
}

interface MenuBarProps {
  entries: readonly MenuEntry[];
  currentHref: string;
  /** The phone panel's last row (the dark-mode slider): inside the panel, so a tap on it keeps the panel open. */
  panelEnd?: ReactNode;
  /** Said under the phone panel's entries where some are closed to the reader (they open for members). */
  note?: ReactNode;
}

/** The wide-screen breakpoint of app/globals.css, where the menu is one row. */
const DESKTOP = "(min-width: 800px)";
const isDesktop = () => window.matchMedia(DESKTOP).matches;

// No prefetch: each route's chunks repeat the page widgets' loader (≈ 2.6 kB gzip for /imprint and
// /login), which a visitor who stays on the page would download for nothing; a click loads the
// prerendered page just as fast.
function MenuLink({ entry, current }: { entry: MenuEntry; current: boolean }) {
  return entry.enabled ? (
    <Link href={entry.href} prefetch={false} className="menu-button" aria-current={current ? "page" : undefined}>
      {entry.text}
    </Link>
  ) : (
    // A link that cannot be followed yet; its name carries the reason, e.g. "1971, for members".
    <span className="menu-button" role="link" aria-disabled="true" aria-label={entry.hint ? `${entry.text}, ${entry.hint}` : undefined}>
      <span className="menu-label">{entry.text}</span>{" "}
      {entry.hint ? (
        <small className="menu-hint" aria-hidden="true">
          {entry.hint}
        </small>
      ) : null}
    </span>
  );
}

/** Closes the open popovers among `elements` (the phone panel, the members' drop-down); a browser without popovers has none. */
function hideOpen(...elements: (HTMLElement | null)[]) {
  for (const element of elements) if (element && "hidePopover" in element && element.matches(":popover-open")) element.hidePopover();
}

/** Index of the first entry that wrapped onto the clipped second line of the desktop row. */
function useOverflowStart(row: RefObject<HTMLUListElement | null>, entries: readonly MenuEntry[]): { start: number | null; measured: boolean } {
  const [state, setState] = useState<{ start: number | null; measured: boolean }>({ start: null, measured: false });
  useLayoutEffect(() => {
    const list = row.current;
    if (!list) return;
    // The first entry on the row's clipped second line, with the panel's room for "More" given
    // back or kept (app/globals.css, [data-measuring]). Reading a position lays the page out at once.
    const wrapStart = (panel: HTMLElement, room: "without-more" | "with-more"): number | null => {
      panel.setAttribute("data-measuring", room);
      const items = [...list.children] as HTMLElement[];
      const top = items[0]?.offsetTop ?? 0;
      const first = items.findIndex((item) => item.offsetTop > top);
      return first < 0 ? null : first;
    };
    const measure = () => {
      let start: number | null = null;
      const panel = list.parentElement;
      // On phones the menu is a panel and nothing overflows: no position is read. "More" takes
      // room from the row, so entries that fit without it would wrap while it is shown and keep
      // it shown: it is needed only when they do not fit in the whole row.
      if (panel && isDesktop()) {
        // The phone panel, left open while the window widened, would float over the page: the row is the menu now.
        hideOpen(panel);
        start = wrapStart(panel, "without-more") === null ? null : wrapStart(panel, "with-more");
        panel.removeAttribute("data-measuring");
      }
      setState((previous) => (previous.measured && previous.start === start ? previous : { start, measured: true }));
    };
    // On wide screens the row is measured before the first paint, so "More" never pops in. On
    // phones the observer's first call (after the next layout) is soon enough, and the hydration
    // stays short: a state update in a layout effect would run every effect of the page's
    // hydration in the same task, and its re-render with them.
    if (isDesktop()) measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    // A web font that arrives after the first measure changes the entries' widths but not the
    // row's own box, which the observer watches: measure again when fonts have loaded.
    document.fonts.addEventListener("loadingdone", measure);
    return () => {
      observer.disconnect();
      document.fonts.removeEventListener("loadingdone", measure);
    };
  }, [row, entries]);
  return state;
}

/**
 * The menu as one row on wide screens, where "More" unfolds the entries that did not fit, and as
 * a panel behind the menu button on phones. The phone panel is a native popover: the button opens
 * it from the first paint, before any script of ours has run, and the browser tells assistive
 * technology whether it is open, closes it on Escape (the focus back on the button) and on a tap
 * outside. Each entry exists once in the page.
 */
export function MenuBar({ entries, currentHref, panelEnd, note }: MenuBarProps) {
  const t = useTranslations("siteNavigation");
  const [moreOpen, setMoreOpen] = useState(false);
  const moreToggle = useRef<HTMLButtonElement>(null);
  const row = useRef<HTMLUListElement>(null);
  const overflow = useOverflowStart(row, entries);
  // A visitor meets the closed entries here: the panel says once, under them, why they do not open.
  const closed = entries.some((entry) => !entry.enabled || entry.group?.some((inner) => !inner.enabled));

  // Escape folds "More" away and gives the focus back to its button, as a click outside the menu does.
  useEffect(() => {
    if (!moreOpen) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      moreToggle.current?.focus();
      setMoreOpen(false);
    }
    function onPointer(event: PointerEvent) {
      if (!(event.target instanceof Node) || !row.current?.parentElement?.contains(event.target)) setMoreOpen(false);
    }
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [moreOpen]);

  function unfoldMore() {
    const next = !moreOpen;
    setMoreOpen(next);
    // The unfolded entries come before the button in reading order: take the focus to the first.
    if (next) requestAnimationFrame(() => row.current?.querySelector<HTMLElement>("li[data-overflow] :is(a, button)")?.focus());
  }

  return (
    <>
      {/* Three bars, a cross while the panel is open (app/globals.css, :popover-open), over the word
          "Menu", as a public service's phone header names its button: the word is the button's name. */}
      <button type="button" className="menu-toggle" aria-controls="site-menu" popoverTarget="site-menu">
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path className="menu-icon-closed" d="M4 7h16M4 12h16M4 17h16" />
          <path className="menu-icon-open" d="M6 6l12 12M18 6L6 18" />
        </svg>
        <span className="menu-toggle-word">{t("menu")}</span>
      </button>
      <div
        id="site-menu"
        className="menu-panel"
        popover="auto"
        onClick={(event) => {
          const link = (event.target as Element).closest("a");
          if (!link) return;
          setMoreOpen(false);
          hideOpen(link.closest<HTMLElement>(".group-list"), event.currentTarget);
        }}
      >
        <ul id="site-menu-row" className="menu-row" ref={row} data-measured={overflow.measured || undefined} data-unfolded={moreOpen || undefined}>
          {entries.map((item, index) => (
            <li
              key={item.href}
              data-overflow={overflow.start !== null && index >= overflow.start ? "" : undefined}
              data-continues={item.continues ? "" : undefined}
            >
              {item.group ? (
                // A native popover: the browser opens it from the button, closes it on Escape and on
                // a click outside, and puts its entries next in the keyboard order; no script of ours.
                <>
                  <button type="button" className={`menu-button group-toggle ${item.groupName}-toggle`} popoverTarget={`site-menu-${item.groupName}`}>
                    {item.text}
                  </button>
                  <ul id={`site-menu-${item.groupName}`} className={`group-list ${item.groupName}-list`} popover="auto" aria-label={item.text}>
                    {item.group.map((entry) => (
                      <li key={entry.href}>
                        <MenuLink entry={entry} current={entry.href === currentHref} />
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <MenuLink entry={item} current={item.href === currentHref} />
              )}
            </li>
          ))}
        </ul>
        <button
          ref={moreToggle}
          type="button"
          className="menu-button more-toggle"
          hidden={overflow.start === null}
          aria-expanded={moreOpen}
          aria-controls="site-menu-row"
          onClick={unfoldMore}
        >
          {t("more")}
        </button>
        {closed ? note : null}
        {panelEnd ? <div className="menu-panel-tools">{panelEnd}</div> : null}
      </div>
    </>
  );
}
