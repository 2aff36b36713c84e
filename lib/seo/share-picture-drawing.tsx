import "server-only";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ImageResponse } from "next/og";
import type { ViewDefinition } from "@/lib/tenancy/sites/registry";
import { SHARE_PICTURE_SIZE, type ShareTexts } from "./share-picture";

const ACCENT_BAR = 14;
const ICON = { size: 280, left: 90, top: 175 } as const;
const TEXT_LEFT = 420;
const TEXT_WIDTH = 720;

/** A longer title gets a smaller size, so that it still fits in its three lines. */
function titleSize(title: string): number {
  if (title.length <= 16) return 104;
  if (title.length <= 32) return 86;
  if (title.length <= 60) return 64;
  return 52;
}

/**
 * A site's share picture: a dark gradient between two bars in the site's accent colour, its icon
 * on the left, its title and description on the right. Whatever an editor publishes, the texts
 * stay in their boxes (cut after a few lines).
 */
export async function sharePictureResponse(view: ViewDefinition, texts: ShareTexts): Promise<ImageResponse> {
  // The standalone server runs in its own folder, where the build copied public/.
  const icon = await readFile(join(process.cwd(), "public", "icons", `${view.id}.svg`));
  const accent = view.theme.dark.accent;
  const bar = { position: "absolute", left: 0, width: SHARE_PICTURE_SIZE.width, height: ACCENT_BAR, background: accent } as const;
  return new ImageResponse(
    <div style={{ display: "flex", position: "relative", width: "100%", height: "100%", background: "linear-gradient(180deg, #111418, #1f2630)" }}>
      <div style={{ ...bar, top: 0 }} />
      <div style={{ ...bar, bottom: 0 }} />
      {/* eslint-disable-next-line @next/next/no-img-element -- drawn into a PNG, never a page */}
      <img
        src={`data:image/svg+xml;base64,${icon.toString("base64")}`}
        width={ICON.size}
        height={ICON.size}
        alt=""
        style={{ position: "absolute", left: ICON.left, top: ICON.top }}
      />
      <div
        style={{
          position: "absolute",
          left: TEXT_LEFT,
          top: 110,
          width: TEXT_WIDTH,
          height: 270,
          display: "flex",
          alignItems: "center",
          color: "#f3f4f6",
          fontSize: titleSize(texts.title),
          lineHeight: 1.1,
          letterSpacing: -1,
        }}
      >
        <div style={{ display: "block", lineClamp: 3, overflow: "hidden", maxHeight: 270 }}>{texts.title}</div>
      </div>
      <div
        style={{
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
        }}
      >
        {texts.description}
      </div>
    </div>,
    SHARE_PICTURE_SIZE,
  );
}
