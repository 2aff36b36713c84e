import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { VariousMemory } from "./various-memory";
import type { Locale } from "@/lib/i18n/locales";
import { SubView } from "./sub-view";
import { TOOLS_HUB, toolOf, type ToolId } from "./tools";

/**
 * A tool's own view: the trail back to the hub, the title, then the tool.
 * Each view's page imports only its own tool, so only that tool's code reaches the browser.
 */
export async function ToolView({ id, locale, children }: { id: ToolId; locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "members.hub" });
  return (
    <SubView locale={locale} hub={{ path: TOOLS_HUB, page: "various", back: t("back") }} id={id} page={toolOf(id).page}>
      <VariousMemory />
      {children}
    </SubView>
  );
}
