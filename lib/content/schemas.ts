import { z } from "zod";
import { locales } from "@/lib/i18n/locales";
import { MAX_TEXT_LENGTH } from "./text-checks";

const key = z.string().min(1).max(200);
const locale = z.enum(locales);
const version = z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable();
// Longer than allowed, so the check can name the key and the limit instead of a bare 400.
const value = z.string().max(MAX_TEXT_LENGTH * 2).nullable();

export const textChangeSchema = z.object({ key, locale, value, baseVersion: version }).strict();
export const textKeySchema = z.object({ key, locale }).strict();
export const publishSchema = z.object({ changes: z.array(textChangeSchema).min(1).max(500) }).strict();
export const localeQuerySchema = z.object({ locale });
export const restoreSchema = z.object({ key, locale, version: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), baseVersion: version }).strict();
/** A page of the change log: the changes older than `before` (a change id), newest first. */
export const changeLogQuerySchema = z.object({ before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional() });

/** A fact's place in the site's facts file, "facts/cafeFrom/value" or "events/2025" (the schema checks where it leads). */
const factPath = z.string().max(200).regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, "expected a path such as facts/cafeFrom/value");
/** null: the build's value again. */
const factChangeSchema = z.object({ path: factPath, value: z.json().nullable(), baseVersion: version }).strict();
export const factChangesSchema = z.object({ changes: z.array(factChangeSchema).max(500) }).strict();
export const factPublishSchema = z.object({ changes: z.array(factChangeSchema).min(1).max(500) }).strict();
export type FactChange = z.infer<typeof factChangeSchema>;
export const factPathQuerySchema = z.object({ path: factPath }).strict();
export const factRestoreSchema = z
  .object({ path: factPath, version: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), baseVersion: version })
  .strict();
