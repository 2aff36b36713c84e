import type { ReactNode } from "react";
import { ImprintRemembering } from "@/features/settings/server";
import type { Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/tenancy/sites/registry";

interface ImprintSectionProps {
  view: ViewDefinition;
  locale: Locale;
  /** The id the box's heading carries: the box is named by it. */
  headingId: string;
}

/**
 * A box every /imprint page shows with the data protection at a glance, e.g. the switch that turns
 * off the browser's remembering. `Content` is a server component; it may place a small client
 * component of its own.
 */
export interface ImprintSection {
  readonly id: string;
  readonly Content: (props: ImprintSectionProps) => ReactNode | Promise<ReactNode>;
}

/** In page order. Each block adds itself here. */
export const imprintSections: readonly ImprintSection[] = [{ id: "remembering", Content: ImprintRemembering }];
