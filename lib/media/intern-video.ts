import "server-only";
import { createReadStream } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import { join, sep } from "node:path";
import { Readable } from "node:stream";
import { serverEnv } from "@/lib/env/server-env";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { parseByteRange } from "./byte-range";

/** Letters, digits, `-` and `_`, then `.mp4`: nothing that could climb out of the folder. */
export const VIDEO_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}\.mp4$/;

/** The file of an internal video, searched in the folders of INTERN_MEDIA_DIRS; undefined when none. */
export async function findInternVideo(site: SiteId, name: string): Promise<{ path: string; size: number } | undefined> {
  if (!VIDEO_NAME.test(name)) return undefined;
  for (const root of serverEnv.files().internMediaDirs) {
    const folder = join(/*turbopackIgnore: true*/ root, site, "videos");
    try {
      const path = await realpath(join(/*turbopackIgnore: true*/ folder, name));
      // A symbolic link that leads out of the folder is not served.
      if (!path.startsWith(`${await realpath(folder)}${sep}`)) continue;
      const info = await stat(path);
      if (info.isFile()) return { path, size: info.size };
    } catch {
      // Not in this folder; try the next.
    }
  }
  return undefined;
}

/** 200 with the whole file, 206 with one range, 416 for a range outside it (HEAD: headers only). */
export function videoResponse(file: { path: string; size: number }, rangeHeader: string | null, method: "GET" | "HEAD"): Response {
  const headers: Record<string, string> = {
    "Content-Type": "video/mp4",
    "Accept-Ranges": "bytes",
    // Members only: no shared cache may keep it, and it leaves the browser cache at log-out.
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
  const range = parseByteRange(rangeHeader, file.size);
  if (range === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${file.size}` } });
  }
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  const length = file.size === 0 ? 0 : end - start + 1;
  const status = range ? 206 : 200;
  if (range) headers["Content-Range"] = `bytes ${start}-${end}/${file.size}`;
  headers["Content-Length"] = String(length);
  if (method === "HEAD" || length === 0) return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(file.path, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}
