import Link from "next/link";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { VariousMemory } from "./various-memory";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/tenancy/view-context";
import { TOOLS_HUB, toolOf, type ToolId } from "./tools";
import styles from "./tools.module.css";

/**
 * A tool's own view: the trail back to the hub, the title, then the tool.
 * Each view's page imports only its own tool, so only that tool's code reaches the browser.
 */
export async function ToolView({ id, locale, children }: { id: ToolId; locale: Locale; children: ReactNode }) {
  const tool = toolOf(id);
  const t = await getTranslations({ locale });
  const title = t(`paths.${tool.page}`);
  return (
    <article className="article article-wide">
      <nav aria-label={t("members.hub.trail")} className={styles.trail}>
        <ol>
          <li>
            <Link href={localizedPath(locale, TOOLS_HUB)}>{t("paths.various")}</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1 id={`${id}-title`}>{title}</h1>
      <section id={id} aria-labelledby={`${id}-title`} className="various-section">
        <VariousMemory />
        {children}
      </section>
      <p className={styles.back}>
        <Link href={localizedPath(locale, TOOLS_HUB)}>{t("members.hub.back")}</Link>
      </p>
    </article>
  );
}
