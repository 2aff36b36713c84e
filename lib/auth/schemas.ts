import "server-only";
import { z } from "zod";
import { locales } from "@/lib/i18n/locales";

/** 3 to 32 letters or digits of any script, with . _ - or single spaces inside. */
export const USER_NAME_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{N}._-]| (?! )){1,30}[\p{L}\p{N}]$/u;
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;
export const CHAT_MESSAGE_MAX = 1000;

const email = z.string().trim().max(254).pipe(z.email({ message: "is not an e-mail address" }));

export const signInSchema = z.object({
  userName: z.string().trim().min(1).max(128),
  email: z.union([z.literal(""), email]).optional().default(""),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});

export const registrationSchema = z.object({
  email,
  userName: z.string().trim().normalize("NFC").regex(USER_NAME_PATTERN, { message: "3 to 32 letters or digits, with . _ - or single spaces inside" }),
  locale: z.enum(locales).optional().default("en"),
});

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1).max(MAX_PASSWORD_LENGTH),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
  })
  .refine((value) => value.currentPassword !== value.newPassword, { message: "must differ from the current password", path: ["newPassword"] });

/** C0 and C1 controls except line feed and tab (NUL, escape sequences, backspace …). */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
/** Bidi embeddings, overrides and isolates: they make a message read otherwise than it is. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
/** Real scripts stack at most a few marks on one letter; more is "Zalgo" text spilling over lines. */
export const MAX_COMBINING_RUN = 4;
const COMBINING_RUN = new RegExp(`\\p{M}{${MAX_COMBINING_RUN + 1},}`, "u");

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

/** POST /api/logout takes an empty JSON object (or a reason to log). */
export const logoutSchema = z.object({}).passthrough();
