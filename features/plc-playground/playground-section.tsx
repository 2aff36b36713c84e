import { getTranslations } from "next-intl/server";
import type { ToolProps } from "@/components/various/tool-view";
import { PlaygroundLoader } from "./playground-loader";
import type { PlcTexts } from "./texts";
import type english from "@/messages/en.json";

/** The data-type playground block of /various: the server hands the texts to the client tool. */
export async function PlaygroundSection({ locale }: ToolProps) {
  const t = await getTranslations({ locale });
  // Our own language file, merged over English, so every key of PlcTexts is present.
  const texts: PlcTexts = { ...(t.raw("plc") as (typeof english)["plc"]), locale };
  return <PlaygroundLoader texts={texts} />;
}
