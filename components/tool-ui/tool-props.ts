import type { Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/tenancy/sites/registry";

/** What a tool's server component gets: it translates its texts and places its client code. */
export interface ToolProps {
  view: ViewDefinition;
  locale: Locale;
}
