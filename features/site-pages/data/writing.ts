import factsJson from "./writing.json";
import { parseSiteFactsFile } from "@/lib/site-facts/schema";
import { ownerImprint } from "./syma";
import type { DrawingName, PageBlock, SiteDataSource } from "./types";

const file = parseSiteFactsFile("features/site-pages/data/writing.json", factsJson);

/**
 * A writing page: a drawing beside the title, taped in as the start page's picture is, and down
 * the page beside the text a second drawing of one section's subject and one or two quotations,
 * so that the column carries something in the first screen and on down the long page
 * (with one quote alone it stood empty for 850 px under the first drawing).
 */
const print = (drawing: DrawingName, at: number | "aside" = "aside"): PageBlock => ({ kind: "illustration", at, drawing, print: true, ...(at === "aside" ? {} : { beside: true }) });

/**
 * Words of others beside a section (a poet's, a philosopher's, a verse), with their source: the
 * page's own sentences said again beside another section read as the same words twice, or as set
 * beside the wrong section (round 70's review).
 */
const quotation = (at: number, id: string): PageBlock => ({ kind: "quotation", at, beside: true, id });

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
        quotation(2, "sorrowWords"),
        print("writingForms", 3),
        register(4, "safety", ["before", "after", "trauma"]),
      ],
      // A session's steps as a course's exercise box in the text of the section that tells them, a
      // table as wide as the text (in the narrow column beside it, it stood 475 px taller than the
      // section and left a hole in the text), its clock beside them; Goethe on what one carries
      // home in black and white (the session's closing sentence) beside the next one.
      concept: [
        print("buildingBlocks"),
        register(1, "week", ["monday", "wednesday", "goal"]),
        { kind: "keyFacts", at: 2, id: "session", items: ["when", "arrival", "warmUp", "exercise", "sharing", "closing"] },
        print("sessionClock", 2),
        quotation(3, "blackAndWhite"),
        // No box beside the aims: their section says them in one sentence, and as rows ("Strengthen:
        // self-efficacy") they turned that sentence into a form; as prose they said it twice.
      ],
      // Cervantes beside who writes, Dickinson's "Nobody" beside anonymity.
      authorship: [
        print("signedPage"),
        quotation(1, "tongueOfTheSoul"),
        register(2, "rights", ["copyright", "use", "fee"]),
        quotation(3, "nobody"),
        register(4, "inPrint", ["spelling", "style"]),
      ],
      firstEdition: [
        print("anthology"),
        register(1, "bookTimeline", ["idea", "choice"]),
        quotation(2, "scriptaManet"),
        print("launchReading", 3),
        register(4, "getCopy", ["where", "donation", "proceeds"]),
      ],
      sheetsMkt: [
        print("worksheet"),
        register(1, "tenSheets", ["modules", "diary", "closing"]),
        quotation(2, "examinedLife"),
        print("sheetsGroup", 3),
        register(4, "sheetUse", ["format", "free", "slides"]),
      ],
      // Rilke's "go into yourself" beside the training, two who lift each other beside what peers do.
      exin1: [
        print("conversation"),
        register(1, "exinDates", ["project", "courses"]),
        quotation(2, "goIntoYourself"),
        quotation(3, "twoAreBetter"),
        register(4, "exinHere", ["training", "since"]),
      ],
      // The drawing and the facts of the training at the column's top, two quotations down the
      // modules: all three at the top left the column's lower 1,500 px empty, and the facts beside
      // the first modules stood taller than their text, a hole in it.
      curriculum: [
        print("moduleCycle"),
        { kind: "keyFacts", at: "aside", id: "training", items: ["modules", "session", "group", "origin"] },
        // Epictetus on judgements beside jumping to conclusions, Montaigne's "What do I know?"
        // beside memory and overconfidence.
        quotation(2, "viewsOfThings"),
        register(3, "firstSheets", ["module1", "module2"]),
        quotation(4, "whatDoIKnow"),
        register(5, "lastSheets", ["module5", "module8", "weekly"]),
      ],
      imprint: ownerImprint(owner),
    },
    structuredData: {},
  }),
};
