"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useBrowserValue } from "@/lib/client/use-browser-value";
import { readBaseData } from "@/lib/client/storage";
import styles from "./tools.module.css";

export interface LastToolChoice {
  readonly id: string;
  readonly href: string;
  readonly title: string;
}

/** "Last used: Language editor" on the hub, from the tool the visitor clicked in last (`lastClickedId`). */
export function LastTool({ tools }: { tools: readonly LastToolChoice[] }) {
  const t = useTranslations("members.hub");
  const lastId = useBrowserValue(() => readBaseData().lastClickedId, undefined);
  const last = tools.find((tool) => tool.id === lastId);
  if (!last) return null;
  return (
    <p className={styles.lastTool} data-testid="last-tool">
      {t("lastUsed")}: <Link href={last.href}>{last.title}</Link>
    </p>
  );
}
