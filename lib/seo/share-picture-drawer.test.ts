import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const DRAWER = "lib/seo/share-picture-drawer.mjs";
const input = {
  size: { width: 1200, height: 630 },
  title: "Social Forum",
  description: "Food distribution with a cafe.",
  iconSvg: readFileSync("public/icons/forum.svg", "utf8"),
  accent: "#ea580c",
};

/** Runs the drawer as the server does: the input on stdin, the PNG or a message back. */
function draw(stdin: string) {
  const run = spawnSync(process.execPath, [DRAWER], { input: stdin, env: { NODE_ENV: process.env.NODE_ENV }, timeout: 20_000 });
  return { code: run.status, png: run.stdout, message: run.stderr.toString("utf8") };
}

describe("the share picture drawer (its input on stdin)", () => {
  it("writes the PNG for a valid input and exits with 0", () => {
    const run = draw(JSON.stringify(input));
    expect(run.message).toBe("");
    expect(run.code).toBe(0);
    expect(run.png.subarray(1, 4).toString("ascii")).toBe("PNG");
  });

  it.each([
    ["text that is not JSON", "title=Forum", "the input is not valid JSON"],
    ["a JSON array", JSON.stringify([input]), "the input is not a JSON object"],
    ["a size past 4096 pixels", JSON.stringify({ ...input, size: { width: 100_000, height: 630 } }), "size must be { width, height } in whole pixels up to 4096"],
    ["a title that is not text", JSON.stringify({ ...input, title: 42 }), "title must be a text of 1 to 2000 characters"],
    ["an icon that is not SVG", JSON.stringify({ ...input, iconSvg: "<script>alert(1)</script>" }), "iconSvg must be an SVG document of up to 100000 characters"],
    ["an accent that is not a hex colour", JSON.stringify({ ...input, accent: "red; background: url(x)" }), "accent must be a hex colour (#rgb, #rrggbb or #rrggbbaa)"],
  ])("refuses %s with one line saying why, exit code 1 and no picture", (_case, stdin, message) => {
    const run = draw(stdin);
    expect(run.message).toBe(`${message}\n`);
    expect(run.code).toBe(1);
    expect(run.png.length).toBe(0);
  });
});
