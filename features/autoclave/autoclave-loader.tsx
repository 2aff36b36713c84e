"use client";

import { lazy } from "react";
import { ClientOnlyTool } from "@/components/tool-ui/client-only-tool";
import reserve from "./reserve.module.css";
import { useTranslations } from "next-intl";

// A separate chunk: only the tool's own view loads the simulation's code, and only in the browser.
const AutoclaveSimulation = lazy(() =>
  import("./autoclave-simulation").then((module) => ({ default: module.AutoclaveSimulation })),
);

export function AutoclaveLoader() {
  const t = useTranslations("autoclave");
  return (
    <ClientOnlyTool loading={t("loading")} reserve={reserve.tool}>
      <AutoclaveSimulation />
    </ClientOnlyTool>
  );
}
