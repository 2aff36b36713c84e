import type { ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it, vi } from "vitest";
import { findView, type ViewDefinition } from "@/lib/tenancy/sites/registry";
import { sharePictureResponse } from "./share-picture-drawing";

/** How many drawers run at once, and the most that ever did. */
const drawers = vi.hoisted(() => ({ running: 0, most: 0 }));
vi.mock("node:child_process", async (importOriginal) => {
  const original = await importOriginal<typeof import("node:child_process")>();
  const spawn = (...args: Parameters<typeof original.spawn>): ChildProcess => {
    const child = original.spawn(...args);
    drawers.running += 1;
    drawers.most = Math.max(drawers.most, drawers.running);
    child.once("close", () => (drawers.running -= 1));
    return child;
  };
  return { ...original, spawn };
});

const texts = { title: "Social Forum of the Parish", description: "Food distribution with a cafe." };

function view(id: string): ViewDefinition {
  const found = findView(id);
  if (!found) throw new Error(`${id} is a site`);
  return found;
}

async function picture(site: string, shown = texts): Promise<Buffer> {
  const response = await sharePictureResponse(view(site), shown);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  return Buffer.from(await response.arrayBuffer());
}

describe("the share picture drawn in a child process", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("is a 1200×630 PNG of the site's own, and a new title gives new pixels", async () => {
    const forum = await picture("forum");
    expect(forum.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect({ width: forum.readUInt32BE(16), height: forum.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
    expect(forum.equals(await picture("peace"))).toBe(false);
    expect(forum.equals(await picture("forum", { ...texts, title: "Forum" }))).toBe(false);
    expect(forum.equals(await picture("forum"))).toBe(true);
  }, 30_000);

  it("runs one drawer at a time when several sites' pictures are asked for at once", async () => {
    drawers.most = 0;
    const pictures = await Promise.all(["forum", "peace", "syma", "vault"].map((site) => picture(site)));
    expect(new Set(pictures.map((png) => png.toString("base64"))).size).toBe(4);
    expect(drawers.most).toBe(1);
  }, 30_000);

  it.each([
    ["an empty title", { ...texts, title: "" }, "share picture not drawn: title must be a text of 1 to 2000 characters"],
    ["a description past 2,000 characters", { ...texts, description: "x".repeat(2_001) }, "share picture not drawn: description must be a text of up to 2000 characters"],
  ])("refuses %s with the drawer's reason and logs it with the site", async (_case, shown, reason) => {
    const logged: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((line) => (logged.push(String(line)), true));
    await expect(sharePictureResponse(view("forum"), shown)).rejects.toThrow(reason);
    expect(logged.map((line) => JSON.parse(line) as unknown)).toEqual([expect.objectContaining({ level: "error", msg: reason, site: "forum" })]);
  }, 30_000);
});
