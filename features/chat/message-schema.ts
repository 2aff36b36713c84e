import { z } from "zod";

export const CHAT_MESSAGE_MAX = 1000;

/** C0 and C1 controls except line feed and tab (NUL, escape sequences, backspace …). */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
/** Bidi embeddings, overrides and isolates: they make a message read otherwise than it is. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
/** Real scripts stack at most a few marks on one letter; more is "Zalgo" text spilling over lines. */
const MAX_COMBINING_RUN = 4;
/**
 * Invisible characters (format characters such as the zero-width joiner and non-joiner, and the
 * other default-ignorable ones such as the Hangul filler) do not end a run of marks: the marks
 * after them stack on the same letter.
 */
const INVISIBLE = "[\\p{Cf}\\p{Default_Ignorable_Code_Point}]";
const COMBINING_RUN = new RegExp(`(?:\\p{M}${INVISIBLE}*){${MAX_COMBINING_RUN + 1}}`, "u");

export const chatMessageSchema = z.object({
  body: z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").normalize("NFC").trim())
    .pipe(
      z
        .string()
        .min(1)
        .refine((value) => [...value].length <= CHAT_MESSAGE_MAX, { message: `at most ${CHAT_MESSAGE_MAX} characters` })
        .refine((value) => !CONTROL_CHARACTERS.test(value), { message: "must not contain control characters" })
        .refine((value) => !BIDI_CONTROLS.test(value), { message: "must not contain bidirectional control characters" })
        .refine((value) => !COMBINING_RUN.test(value), { message: `at most ${MAX_COMBINING_RUN} combining marks in a row` }),
    ),
});
