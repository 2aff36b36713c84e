import "server-only";
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";
import { recordQuery, type QueryKind } from "@/lib/server/metrics";

const KINDS: Readonly<Record<string, QueryKind>> = {
  SelectQueryNode: "select",
  InsertQueryNode: "insert",
  UpdateQueryNode: "update",
  DeleteQueryNode: "delete",
};

/**
 * Times every query of the data layer for /api/metrics (multisite_db_query_duration_seconds),
 * from the moment Kysely compiles it to its result, waiting for a pooled connection included:
 * the time a request spends on the database. A query that fails is not timed.
 */
export class QueryTimingPlugin implements KyselyPlugin {
  readonly #started = new WeakMap<object, { at: number; kind: QueryKind }>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    this.#started.set(queryId, { at: performance.now(), kind: KINDS[node.kind] ?? "other" });
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const started = this.#started.get(queryId);
    if (started) {
      this.#started.delete(queryId);
      recordQuery(started.kind, (performance.now() - started.at) / 1000);
    }
    return result;
  }
}
