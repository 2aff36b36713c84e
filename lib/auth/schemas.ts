import "server-only";
import { z } from "zod";
import { locales } from "@/lib/i18n/locales";

/** 3 to 32 letters or digits of any script, with . _ - or single spaces inside. */
const USER_NAME_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{N}._-]| (?! )){1,30}[\p{L}\p{N}]$/u;
const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 256;

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

/** POST /api/logout takes an empty JSON object (or a reason to log). */
export const logoutSchema = z.object({}).passthrough();
