import type { z } from "zod";
import { siteFactsFileSchema } from "@/lib/site-facts/schema";

/** A problem of one field, as a text key of `factsForm.errors` and the values it names. */
export interface FieldProblem {
  readonly key: ProblemKey;
  readonly values?: Readonly<Record<string, number>>;
}

type ProblemKey =
  | "required"
  | "number"
  | "min"
  | "max"
  | "tooLong"
  | "email"
  | "url"
  | "time"
  | "date"
  | "noSuchDay"
  | "phone"
  | "country"
  | "month"
  | "endAfterStart"
  | "endNotBeforeStart"
  | "timeZone"
  | "invalid";

// The schema's own messages (lib/site-facts/schema.ts), which the server's refusals repeat in English.
const BY_MESSAGE: Readonly<Record<string, ProblemKey>> = {
  "expected a time of day as HH:MM": "time",
  "expected a date as YYYY-MM-DD": "date",
  "no such day in the calendar": "noSuchDay",
  "expected an international phone number such as +49 541 600 2140": "phone",
  "expected an ISO 3166 country code such as DE": "country",
  "expected YYYY or YYYY-MM": "month",
  "the end must come after the start": "endAfterStart",
  "the end must not come before the start": "endNotBeforeStart",
  "expected a time zone such as Europe/Berlin": "timeZone",
};

function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  const known = BY_MESSAGE[issue.message];
  if (known) return { key: known };
  switch (issue.code) {
    case "invalid_type":
      return { key: issue.expected === "number" ? "number" : "required" };
    case "too_small":
      return issue.origin === "number" ? { key: "min", values: { min: Number(issue.minimum) } } : { key: "required" };
    case "too_big":
      return issue.origin === "number" ? { key: "max", values: { max: Number(issue.maximum) } } : { key: "tooLong", values: { max: Number(issue.maximum) } };
    case "invalid_format":
      return { key: issue.format === "email" ? "email" : issue.format === "url" ? "url" : "invalid" };
    default:
      return { key: "invalid" };
  }
}

/** Every field of the edited facts the schema refuses, by path: the same check the server makes before it publishes. */
export function problemsOf(facts: unknown): ReadonlyMap<string, FieldProblem> {
  const parsed = siteFactsFileSchema.safeParse(facts);
  const problems = new Map<string, FieldProblem>();
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const path = issue.path.join("/");
    if (!problems.has(path)) problems.set(path, problemOf(issue));
  }
  return problems;
}
