import { describe, expect, it } from "vitest";
import { pageMetadata } from "@/lib/seo/metadata";
import { sharePictureUrl } from "@/lib/seo/share-picture";
import { viewContext } from "@/lib/tenancy/view-context";

const shareTexts = { title: "Social Forum of the Parish", description: "Food distribution with a cafe." };

describe("page metadata", () => {
  it("names the site by its title in Open Graph, while the browser title keeps the domain", () => {
    const context = viewContext("forum", "de");
    if (!context) throw new Error("the forum is a site");
    const metadata = pageMetadata({ context, path: "/", pageTitle: "Start", description: "Essen und Café", siteTitle: "Sozialforum", shareTexts });
    expect(metadata.openGraph).toMatchObject({ siteName: "Sozialforum" });
    expect(metadata.title).toEqual({ absolute: `Start – ${context.domainName}` });
  });

  it("shares the site's drawn picture, whose address follows its texts", () => {
    const context = viewContext("forum", "de");
    if (!context) throw new Error("the forum is a site");
    const metadata = pageMetadata({ context, path: "/", pageTitle: "Start", description: "Essen und Café", siteTitle: "Sozialforum", shareTexts });
    const picture = sharePictureUrl(shareTexts);
    expect(metadata.openGraph).toMatchObject({ images: [{ url: picture, width: 1200, height: 630, alt: "Sozialforum" }] });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", images: [picture] });
    const renamed = pageMetadata({ context, path: "/", pageTitle: "Start", description: "Essen und Café", siteTitle: "Sozialforum", shareTexts: { ...shareTexts, title: "Forum" } });
    expect(renamed.twitter).not.toMatchObject({ images: [picture] });
  });
});
