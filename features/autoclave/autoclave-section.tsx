import { getTranslations } from "next-intl/server";
import type { ToolProps } from "@/components/various/tool-view";
import { localeTags } from "@/lib/i18n/locales";
import { AutoclaveLoader } from "./autoclave-loader";
import type { AutoclaveTexts } from "./texts";

/** The autoclave simulation block of /various: the server hands the texts to the client tool. */
export async function AutoclaveSection({ locale }: ToolProps) {
  const t = await getTranslations({ locale });
  // Our own language file, merged over English, so every key of AutoclaveTexts is present.
  const texts = t.raw("autoclave") as AutoclaveTexts;
  return <AutoclaveLoader texts={texts} localeTag={localeTags[locale]} />;
}
