// `npm run content:export -- DIR`: the language files and the site facts files with everything
// editors published, written to DIR (messages/<locale>.json, features/site-pages/data/<site>.json),
// so the repository can catch up by copying them in (README, "Editing your site"). Reads the
// database the server uses (DATA_DIR or DATABASE_URL), changes nothing in it.
import { exportPublished } from "@/lib/content/export";
import { databaseConfigOrExit } from "@/lib/env/database";
import { openDatabase } from "@/lib/db/open";

const [out] = process.argv.slice(2);
if (!out || out.startsWith("-")) {
  console.error("Usage: npm run content:export -- <folder>   (e.g. content-export)");
  process.exit(2);
}
const db = await openDatabase(databaseConfigOrExit());
try {
  const result = await exportPublished(db, process.cwd(), out);
  for (const path of result.changed) console.log(`changed  ${path}`);
  console.log(`${result.changed.length} of ${result.changed.length + result.unchanged.length} files differ from the repository's; written to ${out}.`);
  for (const line of result.left) console.warn(`not in the files: ${line}`);
} catch (error) {
  console.error(`Export failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
