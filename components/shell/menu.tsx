import Link from "next/link";
import type { Locale } from "@/lib/i18n/locales";
import type { MenuItem } from "@/lib/sites/types";
import { localizedPath } from "@/lib/view-context";

interface MenuProps {
  items: readonly MenuItem[];
  labels: Readonly<Record<string, string>>;
  currentPath: string;
  locale: Locale;
  generalEntitlement: boolean;
  label: string;
}

/** The button menu of SPEC §2: disabled when not entitled, current path highlighted. */
export function Menu({ items, labels, currentPath, locale, generalEntitlement, label }: MenuProps) {
  const current = localizedPath(locale, currentPath);
  return (
    <nav className="menu" aria-label={label}>
      <ul>
        {items.map((item) => {
          const href = localizedPath(locale, item.path);
          const text = labels[item.label] ?? item.label;
          const isCurrent = href === current;
          if (!item.entitled && !generalEntitlement) {
            return (
              <li key={item.path}>
                <span className="menu-button" aria-disabled="true">
                  {text}
                </span>
              </li>
            );
          }
          return (
            <li key={item.path}>
              <Link href={href} className="menu-button" aria-current={isCurrent ? "page" : undefined}>
                {text}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
