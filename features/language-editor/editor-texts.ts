import type messages from "@/messages/en.json";

/** The editor's texts, shaped as in the language files (type only: nothing of the file is bundled). */
export type EditorTexts = (typeof messages)["languageEditor"];
