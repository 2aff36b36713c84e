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
      // The facts a visitor acts on, set as facts: when and where the open meeting is, who may come,
      // where to write and whom to call in a crisis. On a wide screen the box takes the pamphlet's
      // free column beside "How to get involved"; on a phone it follows that section.
      start: [{ kind: "keyFacts", at: "end", id: "join", items: ["meeting", "place", "open", "mail", "crisis", "helpline"] }],
      imprint: ownerImprint(owner),
    },
    structuredData: {},
  }),
};
