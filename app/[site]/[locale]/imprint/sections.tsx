import type { ReactNode } from "react";
import { ImprintRemembering } from "@/features/settings/server";
import type { Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/tenancy/sites/registry";

interface ImprintSectionProps {
  view: ViewDefinition;
  locale: Locale;
}

/**
 * A block every /imprint page shows after the site's imprint text, e.g. the switch that turns
 * off the browser's remembering. `Content` is a server component; it may place a small client
 * component of its own.
 */
export interface ImprintSection {
  readonly id: string;
  readonly Content: (props: ImprintSectionProps) => ReactNode | Promise<ReactNode>;
}

/** In page order. Each block adds itself here. */
export const imprintSections: readonly ImprintSection[] = [{ id: "remembering", Content: ImprintRemembering }];
