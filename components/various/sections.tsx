import type { ReactNode } from "react";
import { LanguageEditorSection } from "@/components/language-editor/language-editor-section";
import { SettingsSection } from "@/components/storage/settings-section";
import { TimeRecordingSection } from "@/components/time-recording/time-recording-section";
import { AutoclaveSection } from "@/components/tools/autoclave/autoclave-section";
import { PlaygroundSection } from "@/components/tools/playground/playground-section";
import type { Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/sites/registry";

export interface VariousSectionProps {
  view: ViewDefinition;
  locale: Locale;
}

/**
 * One block of the signed-in /various page (settings, language editor, the browser tools).
 * Its heading is `various.sections.<id>` in the language files; `Content` is a server
 * component that places the block's client code, which is loaded only on this route.
 */
export interface VariousSection {
  readonly id: string;
  readonly Content: (props: VariousSectionProps) => ReactNode | Promise<ReactNode>;
}

/** In page order. Each block adds itself here. */
export const variousSections: readonly VariousSection[] = [
  { id: "settings", Content: SettingsSection },
  { id: "languages", Content: LanguageEditorSection },
  { id: "playground", Content: PlaygroundSection },
  { id: "autoclave", Content: AutoclaveSection },
  { id: "timeRecording", Content: TimeRecordingSection },
];
