import factsJson from "./writing.json";
import { parseSiteFactsFile } from "@/lib/site-facts/schema";
import { ownerImprint } from "./syma";
import type { DrawingName, PageBlock, QuotePlace, SiteDataSource } from "./types";

const file = parseSiteFactsFile("features/site-pages/data/writing.json", factsJson);

/**
 * A writing page: a drawing beside the title, taped in as the start page's picture is, and down
 * the page beside the text a second drawing of one section's subject and one or two of the page's
 * sentences, so that the column carries something in the first screen and on down the long page
 * (with one quote alone it stood empty for 850 px under the first drawing).
 */
const print = (drawing: DrawingName, at: number | "aside" = "aside"): PageBlock => ({ kind: "illustration", at, drawing, print: true, ...(at === "aside" ? {} : { beside: true }) });

/** One of the page's sentences beside another section than its own: level with its own paragraph it read as the same words twice. */
const quote = (at: number, place: QuotePlace): PageBlock => ({ kind: "pullQuote", at, beside: true, ...place });

/**
 * A section's facts as a register in the margin beside it (after its text on a phone), as the
 * vault's years stand beside its sections: the sections with nothing beside them left the column
 * empty for 400–616 px on every page.
 */
const register = (at: number, id: string, items: readonly string[]): PageBlock => ({ kind: "keyFacts", at, beside: true, id, items });

export const writingSource: SiteDataSource = {
  file,
  build: (facts, owner) => ({
    ...facts,
    pages: {
      // The group's facts (when, where, how many, for whom, who leads) as a box under the section
      // that tells them, so that a reader in a hard moment finds them without reading the prose.
      start: [{ kind: "keyFacts", at: 2, id: "group", items: ["when", "where", "size", "openTo", "leaders"] }],
      contentWriting: [
        print("notebook"),
        register(1, "expressiveWriting", ["research", "promise"]),
        quote(2, { section: 1, paragraph: 1, sentence: 0 }),
        print("writingForms", 3),
        register(4, "safety", ["before", "after", "trauma"]),
      ],
      // A session's steps as a course's exercise box in the text of the section that tells them, a
      // table as wide as the text (in the narrow column beside it, it stood 475 px taller than the
      // section and left a hole in the text), its clock beside them; the section's closing
      // sentence beside the next one.
      concept: [
        print("buildingBlocks"),
        register(1, "week", ["monday", "wednesday", "goal"]),
        { kind: "keyFacts", at: 2, id: "session", items: ["when", "arrival", "warmUp", "exercise", "sharing", "closing"] },
        print("sessionClock", 2),
        quote(3, { section: 2, paragraph: 2, sentence: 1 }),
        register(4, "aims", ["strengthen", "practise", "experience"]),
      ],
      // Two of the page's sentences, each beside the section before its own, as the reader comes to
      // it: what the authors keep beside who they are, what editing leaves them beside anonymity
      // (each beside the other's section, they read as swapped).
      authorship: [
        print("signedPage"),
        quote(1, { section: 2, paragraph: 1, sentence: 0 }),
        register(2, "rights", ["copyright", "use", "fee"]),
        quote(3, { section: 4, paragraph: 1, sentence: 0 }),
        register(4, "inPrint", ["spelling", "style"]),
      ],
      firstEdition: [
        print("anthology"),
        register(1, "bookTimeline", ["idea", "choice"]),
        quote(2, { section: 4, paragraph: 1, sentence: 1 }),
        print("launchReading", 3),
        register(4, "getCopy", ["where", "donation", "proceeds"]),
      ],
      sheetsMkt: [
        print("worksheet"),
        register(1, "tenSheets", ["modules", "diary", "closing"]),
        quote(2, { section: 1, paragraph: 2, sentence: 0 }),
        print("sheetsGroup", 3),
        register(4, "sheetUse", ["format", "free", "slides"]),
      ],
      // What a peer brings to patients beside the training, what he brings to this group beside what peers do.
      exin1: [
        print("conversation"),
        register(1, "exinDates", ["project", "courses"]),
        quote(3, { section: 4, paragraph: 1, sentence: 1 }),
        quote(2, { section: 3, paragraph: 2, sentence: 0 }),
        register(4, "exinHere", ["training", "since"]),
      ],
      // The drawing and the facts of the training at the column's top, two of the page's sentences
      // down the modules: all three at the top left the column's lower 1,500 px empty, and the
      // facts beside the first modules stood taller than their text, a hole in it.
      curriculum: [
        print("moduleCycle"),
        { kind: "keyFacts", at: "aside", id: "training", items: ["modules", "session", "group", "origin"] },
        // Modules 5 and 6's sentence beside the first modules, the last module's beside 5 and 6
        // (the first modules' beside 5 and 6 read as swapped with the other).
        quote(2, { section: 4, paragraph: 1, sentence: 0 }),
        register(3, "firstSheets", ["module1", "module2"]),
        quote(4, { section: 5, paragraph: 1, sentence: 1 }),
        register(5, "lastSheets", ["module5", "module8", "weekly"]),
      ],
      imprint: ownerImprint(owner),
    },
    structuredData: {},
  }),
};
