import { getTranslations } from "next-intl/server";
import { PropertyFacts } from "@/components/property/property-facts";
import { propertyTextsSchema } from "@/components/property/property-texts";
import type { BlockProps } from "./block-types";

/** The property listing with street-view link and 360° view. */
export async function PropertyBlock({ block, context }: BlockProps<"property">) {
  const t = await getTranslations({ locale: context.locale });
  const texts = propertyTextsSchema.parse(t.raw("property"));
  return <PropertyFacts house={block.house} texts={texts} locale={context.locale} headingLevel={context.headingLevel} />;
}
