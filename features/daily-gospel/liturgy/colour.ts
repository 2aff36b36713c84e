import type { LiturgicalColour, Season, Weekday } from "./types";

/** Colour of a day that keeps no celebration of its own. */
export function seasonalColour(season: Season, week: number | null, weekday: Weekday): LiturgicalColour {
  switch (season) {
    case "advent":
      // Gaudete Sunday.
      return weekday === 0 && week === 3 ? "rose" : "violet";
    case "lent":
      // Laetare Sunday.
      return weekday === 0 && week === 4 ? "rose" : "violet";
    case "triduum":
      return "violet";
    case "christmas":
    case "easter":
      return "white";
    case "ordinary":
      return "green";
  }
}
