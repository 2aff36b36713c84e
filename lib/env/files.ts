// The folders of this process: its data and the members' videos. DATA_DIR is read by the
// operator scripts too (through database.ts), so this file is TypeScript Node runs as it is.
import { isAbsolute, resolve } from "node:path";
import type { EnvSource, Parsed } from "./source.ts";

const DEFAULT_DATA_DIR = "data";
const DEFAULT_INTERN_MEDIA_DIR = "media/intern";

interface FilesConfig {
  /** The SQLite database, the development secrets and, unless OUTBOX_DIR says otherwise, the mail outbox. */
  readonly dataDir: string;
  /** Folders searched in order for `<site>/videos/<name>.mp4` of the internal area. */
  readonly internMediaDirs: readonly string[];
}

/** DATA_DIR, relative paths taken from the working directory (the project folder). */
export function dataDirFrom(env: EnvSource): string {
  const configured = typeof env.DATA_DIR === "string" ? env.DATA_DIR.trim() : "";
  // The data folder is configuration, not part of the build: keep it out of the output tracing.
  return resolve(/*turbopackIgnore: true*/ configured || DEFAULT_DATA_DIR);
}

/** DATA_DIR and INTERN_MEDIA_DIRS (comma-separated); neither can be wrong, a missing folder is made or skipped. */
export function parseFilesConfig(env: EnvSource): Parsed<FilesConfig> {
  const mediaDirs = (env.INTERN_MEDIA_DIRS ?? "").split(",").map((part) => part.trim()).filter(Boolean);
  return {
    ok: true,
    config: {
      dataDir: dataDirFrom(env),
      internMediaDirs: (mediaDirs.length ? mediaDirs : [DEFAULT_INTERN_MEDIA_DIR]).map((dir) => (isAbsolute(dir) ? dir : resolve(/*turbopackIgnore: true*/ dir))),
    },
  };
}
