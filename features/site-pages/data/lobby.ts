import factsJson from "./lobby.json";
import { parseSiteFactsFile } from "@/lib/site-facts/schema";
import { ownerImprint } from "./syma";
import type { SiteDataSource } from "./types";

const file = parseSiteFactsFile("features/site-pages/data/lobby.json", factsJson);

export const lobbySource: SiteDataSource = {
  file,
  build: (facts, owner) => ({
    ...facts,
    pages: {
      start: [
        // Who the lobby is, as facts a decision maker looks for (the year, the region, whom it answers
        // to), which "Who we are" held in one long sentence: the pamphlet's sixth piece, beside its
        // last section, where that section stood alone across both columns (round 78).
        // The rights the UN Convention section names, as the Convention numbers them: a list of
        // articles under that section's text, a pull-out where four equal blocks of prose stood
        // (round 83).
        { kind: "keyFacts", at: 3, id: "rights", items: ["art12", "art14", "art19", "art25", "art27"] },
        { kind: "keyFacts", at: "end", id: "glance", items: ["founded", "region", "independent", "funding"], beside: true },
      ],
      imprint: ownerImprint(owner),
    },
    structuredData: {},
  }),
};
