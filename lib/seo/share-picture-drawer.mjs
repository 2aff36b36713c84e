// Draws one site's share picture and exits. The server runs it as a child process
// (lib/seo/share-picture-drawing.ts), at build and after a publish: satori, yoga, resvg and sharp
// keep tens of MiB of wasm and native memory after a drawing, and only a process that ends gives
// them back to the system.
// Input on stdin, JSON: { size: { width, height }, title, description, iconSvg, accent }.
// Output: the PNG on stdout, exit code 0; bad input or a failed drawing: one line on stderr, exit
// code 1. Plain JavaScript that imports only the drawing library, so that it starts in a fraction
// of a second from the standalone server's folder as well.
import { ImageResponse } from "next/dist/compiled/@vercel/og/index.node.js";

const ACCENT_BAR = 14;
const ICON = { size: 280, left: 90, top: 175 };
const TEXT_LEFT = 420;
const TEXT_WIDTH = 720;
/** Far more than any title or description an editor can publish; bounds what one drawing costs. */
const MAX_TEXT = 2_000;
const MAX_ICON_SVG = 100_000;
const MAX_SIDE = 4_096;
const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** What is wrong with the input, in a sentence, or undefined when it can be drawn. */
function inputProblem(input) {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return "the input is not a JSON object";
  const { size, title, description, iconSvg, accent } = input;
  const side = (value) => Number.isInteger(value) && value > 0 && value <= MAX_SIDE;
  if (typeof size !== "object" || size === null || !side(size.width) || !side(size.height)) return `size must be { width, height } in whole pixels up to ${MAX_SIDE}`;
  if (typeof title !== "string" || title.length === 0 || title.length > MAX_TEXT) return `title must be a text of 1 to ${MAX_TEXT} characters`;
  if (typeof description !== "string" || description.length > MAX_TEXT) return `description must be a text of up to ${MAX_TEXT} characters`;
  if (typeof iconSvg !== "string" || !iconSvg.trimStart().startsWith("<svg") || iconSvg.length > MAX_ICON_SVG) return `iconSvg must be an SVG document of up to ${MAX_ICON_SVG} characters`;
  if (typeof accent !== "string" || !HEX_COLOUR.test(accent)) return "accent must be a hex colour (#rgb, #rrggbb or #rrggbbaa)";
  return undefined;
}

/** An element in the form satori reads (what JSX compiles to), without React. */
function element(type, props, ...children) {
  return { type, props: children.length === 0 ? props : { ...props, children: children.length === 1 ? children[0] : children } };
}

/** A longer title gets a smaller size, so that it still fits in its three lines. */
function titleSize(title) {
  if (title.length <= 16) return 104;
  if (title.length <= 32) return 86;
  if (title.length <= 60) return 64;
  return 52;
}

/**
 * A dark gradient between two bars in the site's accent colour, the site's icon on the left, its
 * title and description on the right. Whatever an editor publishes, the texts stay in their boxes
 * (cut after a few lines).
 */
function sharePicture({ size, title, description, iconSvg, accent }) {
  const bar = { position: "absolute", left: 0, width: size.width, height: ACCENT_BAR, background: accent };
  return element(
    "div",
    { style: { display: "flex", position: "relative", width: "100%", height: "100%", background: "linear-gradient(180deg, #111418, #1f2630)" } },
    element("div", { style: { ...bar, top: 0 } }),
    element("div", { style: { ...bar, bottom: 0 } }),
    element("img", {
      src: `data:image/svg+xml;base64,${Buffer.from(iconSvg).toString("base64")}`,
      width: ICON.size,
      height: ICON.size,
      alt: "",
      style: { position: "absolute", left: ICON.left, top: ICON.top },
    }),
    element(
      "div",
      {
        style: {
          position: "absolute",
          left: TEXT_LEFT,
          top: 110,
          width: TEXT_WIDTH,
          height: 270,
          display: "flex",
          alignItems: "center",
          color: "#f3f4f6",
          fontSize: titleSize(title),
          lineHeight: 1.1,
          letterSpacing: -1,
        },
      },
      element("div", { style: { display: "block", lineClamp: 3, overflow: "hidden", maxHeight: 270 } }, title),
    ),
    element(
      "div",
      {
        style: {
          position: "absolute",
          left: TEXT_LEFT,
          top: 400,
          width: TEXT_WIDTH,
          display: "block",
          lineClamp: 4,
          overflow: "hidden",
          maxHeight: 170,
          color: "#c9ced6",
          fontSize: 30,
          lineHeight: 1.35,
        },
      },
      description,
    ),
  );
}

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
}

async function main() {
  let input;
  try {
    input = JSON.parse(await readStdin());
  } catch {
    return fail("the input is not valid JSON");
  }
  const problem = inputProblem(input);
  if (problem) return fail(problem);
  try {
    const response = new ImageResponse(sharePicture(input), input.size);
    process.stdout.write(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    fail(`drawing failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

await main();
