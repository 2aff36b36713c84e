import { z } from "zod";
import { defineGroup, storedText } from "@/lib/client/storage";
import { fromSchema } from "@/lib/client/storage/validate";
import type { StoredEdits } from "./editor-state";

/** Free text may look like a big integer ("12n") and then comes back as a BigInt. */
const text = z.union([z.string(), z.bigint()]).transform((value) => storedText(value) ?? "");

const storedEditsSchema = z.object({
  languages: z.record(
    z.string().max(40),
    z.object({ name: text, added: z.boolean(), texts: z.record(z.string().max(300), text) }),
  ),
  deleted: z.array(z.string().max(40)),
});

/** The language editor's work in this browser: differences from the site's files. */
export const languageEditsGroup = defineGroup<StoredEdits>({
  key: "languageEdits",
  parse: fromSchema(storedEditsSchema),
  defaults: () => ({ languages: {}, deleted: [] }),
});
