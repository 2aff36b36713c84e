import { readFileSync } from "node:fs";
import { sql } from "kysely";
import ts from "typescript";
import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachEngine, freshDatabase, type TestDatabase } from "@/tests/support/databases";

/** What a column holds, as the schema declares it and as the migrated database has it. */
interface Column {
  readonly kind: "number" | "string";
  readonly nullable: boolean;
  /** The database fills it when an insert leaves it out (a default or a generated id). */
  readonly generated: boolean;
}
type Tables = Record<string, Record<string, Column>>;

/** The tables of `DatabaseSchema` in lib/db/schema.ts, read from its source (types are gone at run time). */
function declaredTables(): Tables {
  const file = "lib/db/schema.ts";
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const schema = source.statements.find((statement): statement is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(statement) && statement.name.text === "DatabaseSchema");
  if (!schema) throw new Error(`${file} declares no DatabaseSchema`);
  const tables: Tables = {};
  for (const table of schema.members) {
    if (!ts.isPropertySignature(table) || !table.type || !ts.isTypeLiteralNode(table.type)) throw new Error(`${file}: each table is a type literal`);
    const columns: Record<string, Column> = {};
    for (const column of table.type.members) {
      if (!ts.isPropertySignature(column) || !column.type) continue;
      let type = column.type;
      const generated = ts.isTypeReferenceNode(type) && type.typeName.getText(source) === "Generated";
      if (generated) type = (type as ts.TypeReferenceNode).typeArguments![0]!;
      const parts = ts.isUnionTypeNode(type) ? [...type.types] : [type];
      const nullable = parts.some((part) => ts.isLiteralTypeNode(part) && part.literal.kind === ts.SyntaxKind.NullKeyword);
      const numeric = parts.some((part) => part.kind === ts.SyntaxKind.NumberKeyword);
      columns[column.name.getText(source)] = { kind: numeric ? "number" : "string", nullable, generated };
    }
    tables[table.name.getText(source)] = columns;
  }
  return tables;
}

const NUMERIC = /int|real|numeric|double|float/i;

describeEachEngine("the schema declaration and the migrations", (engine) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await freshDatabase(engine);
  });
  afterEach(async () => {
    await test.drop();
  });

  it("create exactly the declared tables and columns, with their kinds, nulls and defaults", async () => {
    const db = await test.open();
    try {
      const schema = engine === "postgres" ? (await sql<{ name: string }>`SELECT current_schema() AS name`.execute(db)).rows[0]?.name : undefined;
      const actual: Tables = {};
      for (const table of await db.introspection.getTables()) {
        if (table.schema !== schema) continue;
        // SQLite lets a key that is not an INTEGER hold null (an old quirk it keeps); every insert gives the key.
        const keys =
          engine === "sqlite"
            ? new Set((await sql<{ name: string; pk: number }>`SELECT name, pk FROM pragma_table_info(${table.name})`.execute(db)).rows.filter((row) => row.pk > 0).map((row) => row.name))
            : new Set<string>();
        actual[table.name] = Object.fromEntries(
          table.columns.map((column) => [
            column.name,
            {
              kind: NUMERIC.test(column.dataType) ? "number" : "string",
              // SQLite reports an INTEGER PRIMARY KEY as nullable; it never holds null.
              nullable: column.isNullable && !column.isAutoIncrementing && !keys.has(column.name),
              generated: column.hasDefaultValue || column.isAutoIncrementing,
            } satisfies Column,
          ]),
        );
      }
      expect(actual).toEqual(declaredTables());
    } finally {
      await db.destroy();
    }
  });
});
