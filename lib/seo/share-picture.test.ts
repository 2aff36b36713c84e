import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PublishedValue } from "@/lib/db/content";
import { overlayOf, type Overlay } from "@/lib/content/overlay";
import english from "@/messages/en.json";
import { sharePictureUrl, shareTexts } from "./share-picture";

const overlay = vi.hoisted(() => ({ current: undefined as Overlay | undefined }));
vi.mock("@/lib/content/overlay", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/content/overlay")>()),
  currentOverlay: async () => overlay.current,
}));

const title = (owner: string, locale: string, value: string, version: number): PublishedValue => ({
  owner,
  kind: "text",
  key: `sites.${owner}.title`,
  locale,
  value,
  version,
  author: "Anna",
  at: 1,
});

describe("the share picture's texts", () => {
  beforeEach(() => {
    overlay.current = overlayOf([], 0);
  });

  it("are the site's English title and description from the build's files", async () => {
    expect(await shareTexts("forum")).toEqual({ title: english.sites.forum.title, description: english.sites.forum.description });
  });

  it("follow the site's published English title, not another language's or another site's", async () => {
    overlay.current = overlayOf([title("forum", "en", "Forum of the Parish St. Anna", 1), title("forum", "de", "Sozialforum St. Anna", 2), title("syma", "en", "SyMa", 3)], 3);
    expect(await shareTexts("forum")).toEqual({ title: "Forum of the Parish St. Anna", description: english.sites.forum.description });
    expect((await shareTexts("peace")).title).toBe(english.sites.peace.title);
  });
});

describe("the share picture's address", () => {
  const texts = { title: "Social Forum of the Parish", description: "Food distribution with a cafe." };

  it("carries a short hash of the texts, the same for the same texts", () => {
    expect(sharePictureUrl(texts)).toMatch(/^\/share-picture\?v=[0-9a-f]{8}$/);
    expect(sharePictureUrl({ ...texts })).toBe(sharePictureUrl(texts));
  });

  it("changes when the title or the description changes, so social networks fetch the new picture", () => {
    const urls = new Set([sharePictureUrl(texts), sharePictureUrl({ ...texts, title: "Social Forum" }), sharePictureUrl({ ...texts, description: "Food and cafe." })]);
    expect(urls.size).toBe(3);
  });
});
