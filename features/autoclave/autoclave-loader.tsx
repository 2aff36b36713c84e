"use client";

import { lazy } from "react";
import { ClientOnlyTool } from "@/components/tool-ui/client-only-tool";
import type { AutoclaveTexts } from "./texts";

// A separate chunk: only the tool's own view loads the simulation's code, and only in the browser.
const AutoclaveSimulation = lazy(() =>
  import("./autoclave-simulation").then((module) => ({ default: module.AutoclaveSimulation })),
);

export function AutoclaveLoader({ texts, localeTag }: { texts: AutoclaveTexts; localeTag: string }) {
  return (
    <ClientOnlyTool loading={texts.loading}>
      <AutoclaveSimulation texts={texts} localeTag={localeTag} />
    </ClientOnlyTool>
  );
}
