import Link from "next/link";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/tenancy/view-context";
import styles from "./tools.module.css";

interface SubViewProps {
  locale: Locale;
  /** The hub it belongs to (/various, /edit) and the words of the way back to it. */
  hub: { path: string; page: string; back: string };
  /** The section's id and the route's page, whose `paths.<page>` is the title. */
  id: string;
  page: string;
  children: ReactNode;
}

/** A view below a hub: the trail back to the hub, the title, the view, and the way back. */
export async function SubView({ locale, hub, id, page, children }: SubViewProps) {
  const t = await getTranslations({ locale });
  const title = t(`paths.${page}`);
  return (
    <article className="article article-wide">
      <nav aria-label={t("members.hub.trail")} className={styles.trail}>
        <ol>
          <li>
            <Link href={localizedPath(locale, hub.path)}>{t(`paths.${hub.page}`)}</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1 id={`${id}-title`}>{title}</h1>
      <section id={id} aria-labelledby={`${id}-title`} className="various-section">
        {children}
      </section>
      <p className={styles.back}>
        <Link href={localizedPath(locale, hub.path)}>{hub.back}</Link>
      </p>
    </article>
  );
}
