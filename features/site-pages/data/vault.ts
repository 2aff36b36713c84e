import factsJson from "./vault.json";
import { parseSiteFactsFile } from "@/lib/site-facts/schema";
import { ownerImprint } from "./syma";
import type { SiteDataSource } from "./types";

const file = parseSiteFactsFile("features/site-pages/data/vault.json", factsJson);

export const vaultSource: SiteDataSource = {
  file,
  build: (facts, owner) => ({
    ...facts,
    pages: {
      // Beside each section of the start page, the years it speaks of as a register in the margin
      // (a wide screen's column at the inline end; after the section's text on a phone): below the
      // first screen the text stood alone in a middle column and the page's right third was empty.
      start: [
        { kind: "keyFacts", at: 1, beside: true, id: "vaultYears", items: ["y1897", "y1971", "y2001"] },
        { kind: "keyFacts", at: 2, beside: true, id: "millYears", items: ["y1791", "y1866", "y1896"] },
        { kind: "keyFacts", at: 3, beside: true, id: "farYears", items: ["y1893", "y1917", "y1943", "y1972"] },
        { kind: "keyFacts", at: 4, beside: true, id: "lastMiller", items: ["y1962", "y2004", "today"] },
      ],
      imprint: ownerImprint(owner),
      // The family's two years get what the start page has: a drawing, a box of the facts a
      // relative looks for first, and a line of the page set large, beside the text on a wide screen.
      intern1971: [
        // The drawing beside the title, the facts and the quote beside the sections they belong to,
        // so the column carries something down the page (a phone reads each after its section).
        { kind: "illustration", at: "aside", drawing: "vaultRepair" },
        { kind: "keyFacts", at: 1, beside: true, id: "repair1971", items: ["damage", "repair", "cost", "papers"] },
        { kind: "pullQuote", at: 3, beside: true, section: 2, paragraph: 1, sentence: 0 },
      ],
      intern2001: [
        { kind: "illustration", at: "aside", drawing: "vaultGate" },
        { kind: "pullQuote", at: 3, beside: true, section: 2, paragraph: 2, sentence: 0 },
        { kind: "keyFacts", at: 4, beside: true, id: "restoration2001", items: ["work", "cost", "inspection", "keys"] },
        {
          kind: "videos",
          at: 2,
          // Members only: served from media/intern/vault/videos by the sign-in gate.
          videos: [{ id: "restoration-2001", src: "/intern/vault/videos/restoration-2001.mp4", poster: "/images/restoration-2001.jpg" }],
        },
      ],
    },
    structuredData: {},
  }),
};
