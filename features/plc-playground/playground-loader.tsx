"use client";

import { lazy } from "react";
import { ClientOnlyTool } from "@/components/tool-ui/client-only-tool";
import reserve from "./reserve.module.css";
import { useTranslations } from "next-intl";

// A separate chunk: only the tool's own view loads the playground's code, and only in the browser.
const Playground = lazy(() => import("./playground").then((module) => ({ default: module.Playground })));

export function PlaygroundLoader() {
  const t = useTranslations("plc");
  return (
    <ClientOnlyTool loading={t("loading")} reserve={reserve.tool}>
      <Playground />
    </ClientOnlyTool>
  );
}
