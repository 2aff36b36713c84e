import "server-only";
import { errorResponse, jsonResponse } from "@/lib/auth/api";
import type { PublishFactsResult } from "./facts-service";
import type { PublishTextsResult } from "./texts-service";

/**
 * The answer to a publish or a restore: 201 with the change and its versions; 422 names each
 * refused key and why, 409 each key someone else published since the editor's base (who, when);
 * on a refusal nothing is published and the drafts stay.
 */
export function publishOutcomeResponse(outcome: PublishTextsResult): Response {
  if (outcome.ok) return jsonResponse({ changeId: outcome.result.changeId, versions: outcome.result.versions }, 201);
  if ("refusals" in outcome) return errorResponse(422, "textRefused", outcome.refusals.map((refusal) => refusal.reason).join(" "), { refusals: outcome.refusals });
  const text = outcome.conflicts
    .map((conflict) => `${conflict.key} (${conflict.locale}) was published by ${conflict.author} at ${new Date(conflict.at).toISOString()} after you began; your draft is kept.`)
    .join(" ");
  return errorResponse(409, "publishConflict", text, { conflicts: outcome.conflicts });
}

/** The same for facts: 422 names each refused path and why, 409 each path published since the editor's base. */
export function factsOutcomeResponse(outcome: PublishFactsResult): Response {
  if (outcome.ok) return jsonResponse({ changeId: outcome.result.changeId, versions: outcome.result.versions }, 201);
  if ("refusals" in outcome) {
    return errorResponse(422, "factRefused", outcome.refusals.map((refusal) => `${refusal.path}: ${refusal.reason}.`).join(" "), { refusals: outcome.refusals });
  }
  const text = outcome.conflicts
    .map((conflict) => `${conflict.key} was published by ${conflict.author} at ${new Date(conflict.at).toISOString()} after you began; your draft is kept.`)
    .join(" ");
  return errorResponse(409, "publishConflict", text, { conflicts: outcome.conflicts });
}
