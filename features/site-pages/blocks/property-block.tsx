import { PropertyFacts } from "../property/property-facts";
import type { BlockProps } from "./block-types";

/** The property listing with street-view link and 360° view. */
export function PropertyBlock({ block, context }: BlockProps<"property">) {
  return <PropertyFacts house={block.house} locale={context.locale} headingLevel={context.headingLevel} />;
}
