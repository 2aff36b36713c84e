import "server-only";
import { errorResponse, jsonResponse } from "@/lib/auth/api";
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
