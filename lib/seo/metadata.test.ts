import { describe, expect, it } from "vitest";
import { pageMetadata } from "@/lib/seo/metadata";
import { viewContext } from "@/lib/tenancy/view-context";

describe("page metadata", () => {
  it("names the site by its title in Open Graph, while the browser title keeps the domain", () => {
    const context = viewContext("forum", "de");
    if (!context) throw new Error("the forum is a site");
    const metadata = pageMetadata({ context, path: "/", pageTitle: "Start", description: "Essen und Café", siteTitle: "Sozialforum" });
    expect(metadata.openGraph).toMatchObject({ siteName: "Sozialforum" });
    expect(metadata.title).toEqual({ absolute: `Start – ${context.domainName}` });
  });
});
