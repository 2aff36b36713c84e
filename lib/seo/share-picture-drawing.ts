import "server-only";
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { log } from "@/lib/server/log";
import { processSingleton } from "@/lib/server/singleton";
import type { ViewDefinition } from "@/lib/tenancy/sites/registry";
import { SHARE_PICTURE_SIZE, type ShareTexts } from "./share-picture";

/**
 * The script that draws (plain JavaScript, run by Node as it is). Found from the working folder:
 * the project's at build, the standalone server's at run time, where next.config.ts has it copied.
 */
const DRAWER_SCRIPT = join(process.cwd(), "lib", "seo", "share-picture-drawer.mjs");
/** One drawing takes ≈ 0.3 s; a busy machine may take a few seconds, a hung drawer is killed. */
const DRAWING_TIMEOUT_MS = 20_000;
/** A 1200×630 picture is ≈ 100 kB; more means something other than a picture came back. */
const MAX_PICTURE_BYTES = 8 * 1024 * 1024;
const MAX_MESSAGE_CHARS = 1_000;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What the drawer needs: the picture's size, the texts, the site's icon (SVG text) and accent colour. */
interface SharePictureInput {
  readonly size: { readonly width: number; readonly height: number };
  readonly title: string;
  readonly description: string;
  readonly iconSvg: string;
  readonly accent: string;
}

function failureReason(end: { code: number | null; signal: NodeJS.Signals | null; timedOut: boolean; tooLarge: boolean; message: string }): string {
  if (end.timedOut) return `the drawer did not finish within ${DRAWING_TIMEOUT_MS / 1000} s`;
  if (end.tooLarge) return `the drawer wrote more than ${MAX_PICTURE_BYTES} bytes`;
  if (end.message.trim()) return end.message.trim();
  if (end.signal) return `the drawer was ended by ${end.signal}`;
  return end.code === 0 ? "the drawer wrote no PNG" : `the drawer exited with code ${end.code}`;
}

/**
 * One drawing at a time per server process: a drawer holds ≈ 110 MiB for its 0.3 s, and after a
 * publish of every site's texts ten pictures may be asked for at once. The wait is not counted in
 * a drawing's timeout.
 */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const queue = processSingleton("share-picture-drawings", () => ({ last: Promise.resolve() as Promise<unknown> }));
  const run = queue.last.then(task);
  queue.last = run.catch(() => undefined);
  return run;
}

/**
 * Draws the picture in a child process and returns the PNG. The drawing libraries keep their wasm
 * and native memory as long as a process lives; the child's goes back to the system when it exits,
 * so the server stays within its memory budget however often editors publish. The input goes on
 * stdin as JSON (no shell, no arguments from it); a refusal or failure rejects with the drawer's
 * own message.
 */
function drawSharePicture(input: SharePictureInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Only NODE_ENV: the drawer needs nothing else, and sees none of the server's secrets.
    const child = spawn(process.execPath, [DRAWER_SCRIPT], { env: { NODE_ENV: process.env.NODE_ENV } });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, DRAWING_TIMEOUT_MS);
    const picture: Buffer[] = [];
    let pictureBytes = 0;
    let message = "";
    child.stdout.on("data", (chunk: Buffer) => {
      pictureBytes += chunk.length;
      if (pictureBytes > MAX_PICTURE_BYTES) child.kill("SIGKILL");
      else picture.push(chunk);
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      if (message.length < MAX_MESSAGE_CHARS) message = (message + chunk).slice(0, MAX_MESSAGE_CHARS);
    });
    // The drawer may refuse the input before reading all of it; its message says why.
    child.stdin.on("error", () => undefined);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`share picture not drawn: the drawer did not start: ${error.message}`));
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      const png = Buffer.concat(picture);
      if (code === 0 && png.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return resolve(png);
      reject(new Error(`share picture not drawn: ${failureReason({ code, signal, timedOut, tooLarge: pictureBytes > MAX_PICTURE_BYTES, message })}`));
    });
    child.stdin.end(JSON.stringify(input));
  });
}

/**
 * A site's share picture: a dark gradient between two bars in the site's accent colour, its icon
 * on the left, its title and description on the right (the layout is the drawer's). A picture that
 * cannot be drawn is logged and fails the request (500) instead of replacing the last one drawn.
 */
export async function sharePictureResponse(view: ViewDefinition, texts: ShareTexts): Promise<Response> {
  // The standalone server runs in its own folder, where the build copied public/.
  const iconSvg = await readFile(join(process.cwd(), "public", "icons", `${view.id}.svg`), "utf8");
  try {
    const png = await oneAtATime(() => drawSharePicture({ size: SHARE_PICTURE_SIZE, ...texts, iconSvg, accent: view.theme.dark.accent }));
    return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
  } catch (error) {
    log("error", error instanceof Error ? error.message : String(error), { site: view.id });
    throw error;
  }
}
