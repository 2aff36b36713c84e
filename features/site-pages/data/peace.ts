import factsJson from "./peace.json";
import { parseSiteFactsFile } from "@/lib/site-facts/schema";
import { ownerImprint } from "./syma";
import type { SiteDataSource } from "./types";

const file = parseSiteFactsFile("features/site-pages/data/peace.json", factsJson);

export const peaceSource: SiteDataSource = {
  file,
  build: (facts, owner) => ({
    ...facts,
    pages: {
      // Beside each of the start page's sections on a wide screen (after it on a phone), so no section
      // stands at half the width beside a hole: the verse the committee lives by beside who it is, the
      // Peace Light's days beside the work that names it, and beside "Meetings" the other ways to join
      // in. The meeting's own day, hour and place stand in the first screen's notice alone (a box
      // that said them a second time read as filler); no sentence of the page is set large twice.
      start: [
        { kind: "quotation", at: 1, beside: true, id: "seekPeace" },
        { kind: "keyFacts", at: 2, beside: true, id: "peaceLight", items: ["passedOn", "burns"] },
        // The three pillars the section names, as cards with a small drawing each, across the text
        // and its column under the Peace Light's days (round 89: three sections of text beside a
        // ruled box in turn read as a plain document after the first screen).
        { kind: "cards", at: 2, id: "pillars", items: [{ id: "prayer", mark: "dove" }, { id: "remembrance", mark: "candle" }, { id: "help", mark: "hands" }] },
        // The meetings' two lines and the other ways to join in as one tinted panel (round 89: two
        // short lines beside an 80 px box left a band of some 300 px nearly empty).
        { kind: "keyFacts", at: 3, beside: true, panel: true, id: "joinIn", items: ["walk", "schools"] },
      ],
      // The drawing beside the title (the first screen's picture) with the prayer's dates under it,
      // down to the first section, then beside each later section what it names: the beatitude of
      // the peacemakers, the refugees' years and the light's days as pull-outs, so the column
      // carries something down the whole page (with the quote alone, beside the third section, it
      // stood empty from the drawing to there and after it). The prayer's box stands at the top:
      // beside its four lines it stood 160 px taller than they, a hole in the text.
      peace: [
        { kind: "illustration", at: "aside", drawing: "peaceLight" },
        // Under the drawing on a wide screen, after the text on a phone: there the page's contents
        // follow the drawing, not a box of dates (they stood below the second screen, round 77).
        { kind: "keyFacts", at: "asideEnd", id: "prayerDates", items: ["worldDay", "tenDays"] },
        // The verse the committee's work rests on, beside reconciliation (a sentence of the page set
        // large there repeated the paragraph just read: filler, to a reader).
        { kind: "quotation", at: 2, beside: true, id: "peacemakers" },
        { kind: "keyFacts", at: 3, beside: true, id: "refugeesSince", items: ["since2015", "since2022"] },
        { kind: "keyFacts", at: 4, beside: true, id: "peaceLight", items: ["passedOn", "burns"] },
      ],
      auschwitz: [
        { kind: "illustration", at: "aside", drawing: "remembrance" },
        { kind: "keyFacts", at: "asideEnd", id: "remembrance", items: ["liberationDate", "remembranceTime", "stolpersteine", "journey"] },
        // The memorial's own inscription beside the day of remembrance, halfway down the long page,
        // so the column beside the text is not empty under the fact box on a wide screen.
        { kind: "quotation", at: 2, first: true, beside: true, id: "birkenau" },
        // The book of names beside the section that reads them out, so the column goes on down the page.
        { kind: "illustration", at: 3, beside: true, drawing: "nameBook" },
        // The stones' facts beside the last section, which the column left empty for 400 px.
        { kind: "keyFacts", at: 4, beside: true, id: "stolpersteine", items: ["artist", "europe", "polished"] },
      ],
      // Today's reading is what the page is visited for: on a phone it comes before the list of
      // the explanations under it.
      daily_gospel: [{ kind: "dailyGospel", at: 0, first: true }],
      work: [
        { kind: "illustration", at: "aside", drawing: "peaceWalk" },
        // What giving time means, beside the volunteers' work: with nothing there the column stood
        // empty for 465 px from the drawing to the verse (round 77).
        { kind: "keyFacts", at: 1, beside: true, id: "giveTime", items: ["time", "tasks"] },
        // Love in deed: the verse under the volunteers' work, beside the school visits.
        { kind: "quotation", at: 2, beside: true, id: "inDeed" },
        // The walk's stops and walkers beside the section that tells of it (the column was empty for 430 px there).
        { kind: "keyFacts", at: 3, beside: true, id: "peaceWalk", items: ["route", "walkers"] },
        // When and where to join, beside the section that tells how (a phone reads it after it).
        { kind: "keyFacts", at: 4, beside: true, id: "joinIn", items: ["meeting", "walk", "schools"] },
      ],
      imprint: ownerImprint(owner),
    },
    structuredData: {},
  }),
};
