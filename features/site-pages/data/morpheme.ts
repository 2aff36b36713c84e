import factsJson from "./morpheme.json";
import { parseSiteFactsFile } from "@/lib/site-facts/schema";
import { ownerImprint } from "./syma";
import type { GalleryFile, SiteDataSource } from "./types";

const file = parseSiteFactsFile("features/site-pages/data/morpheme.json", factsJson);

const photoIds = [
  "word-cards-unglucklich",
  "word-cards-gespielt",
  "word-cards-haustur",
  "word-cards-freundschaft",
  "word-cards-besuchen",
  "game-board",
  "classroom-whiteboard",
  "card-box",
] as const;

/** Drawn by scripts/make-photos.sh; the ids are the keys of `photos.items` in the language files. */
const photos: readonly GalleryFile[] = photoIds.map((id) => ({
  id,
  src: `/photos/morpheme/${id}.webp`,
  thumb: `/photos/morpheme/${id}-thumb.webp`,
  width: 1200,
  height: 800,
}));

export const morphemeSource: SiteDataSource = {
  file,
  build: (facts, owner) => ({
    ...facts,
    pages: {
      start: [
        // A drawn scene of a child building "unglücklich": the page's picture of what a morpheme
        // is, beside that section's text on a wide screen (round 86). After the opening lines it
        // floated alone under them, repeating the first screen's round (round 84 put it there).
        { kind: "illustration", at: 2, beside: true, drawing: "wordBuilding" },
        // The text's example as the game's blocks under it: un + glück + lich = unglücklich (round 89;
        // beside the drawing the three lines of text left some 90 px empty under them).
        {
          kind: "wordSum",
          at: 2,
          parts: [
            { text: "un", category: "prefix" },
            { text: "glück", category: "basic" },
            { text: "lich", category: "suffix" },
          ],
        },
        {
          kind: "categories",
          at: 2,
          examples: {
            basic: ["glück", "spiel", "haus"],
            prefix: ["un", "ver", "be"],
            suffix: ["lich", "ung", "bar"],
            buildingBlock: ["s", "es", "n"],
            circumfix: ["ge … t", "ge … en"],
            inflexion: ["er", "st", "en"],
            structureWord: ["der", "und", "mit"],
            result: ["unglücklich", "Geburtstag"],
          },
        },
      ],
      photos: [{ kind: "gallery", at: 0, id: "morpheme", photos }],
      imprint: ownerImprint(owner),
    },
    structuredData: {},
  }),
};
