import { PRECEDENCE, type Precedence } from "./celebration";
import type { LiturgicalColour, Rank } from "./types";

interface FixedCelebration<K extends string = string> {
  readonly month: number;
  readonly day: number;
  readonly key: K;
  readonly rank: Rank;
  readonly colour: LiturgicalColour;
  readonly precedence: Precedence;
}

type Entry = <K extends string>(month: number, day: number, key: K, colour: LiturgicalColour) => FixedCelebration<K>;

const entry =
  (rank: Rank, precedence: Precedence): Entry =>
  (month, day, key, colour) => ({ month, day, key, rank, colour, precedence });

const solemnity = entry("solemnity", PRECEDENCE.solemnity);
// Feasts of the Lord replace a Sunday in Ordinary Time; other feasts give way to it.
const feastOfTheLord = entry("feast", PRECEDENCE.feastOfTheLord);
const feast = entry("feast", PRECEDENCE.feast);
const memorial = entry("memorial", PRECEDENCE.memorial);

/**
 * Fixed-date days of the General Roman Calendar: solemnities, feasts and the
 * obligatory memorials (optional memorials are left out).
 */
export const SANCTORAL = [
  solemnity(1, 1, "maryMotherOfGod", "white"),
  memorial(1, 2, "basilAndGregory", "white"),
  memorial(1, 17, "anthonyAbbot", "white"),
  memorial(1, 21, "agnes", "red"),
  memorial(1, 24, "francisDeSales", "white"),
  feast(1, 25, "conversionOfPaul", "white"),
  memorial(1, 26, "timothyAndTitus", "white"),
  memorial(1, 28, "thomasAquinas", "white"),
  memorial(1, 31, "johnBosco", "white"),
  feastOfTheLord(2, 2, "presentation", "white"),
  memorial(2, 5, "agatha", "red"),
  memorial(2, 6, "paulMikiAndCompanions", "red"),
  memorial(2, 10, "scholastica", "white"),
  memorial(2, 14, "cyrilAndMethodius", "white"),
  feast(2, 22, "chairOfPeter", "white"),
  memorial(2, 23, "polycarp", "red"),
  memorial(3, 7, "perpetuaAndFelicity", "red"),
  solemnity(3, 19, "josephSpouse", "white"),
  solemnity(3, 25, "annunciation", "white"),
  memorial(4, 7, "johnBaptistDeLaSalle", "white"),
  memorial(4, 11, "stanislaus", "red"),
  feast(4, 25, "markEvangelist", "red"),
  memorial(4, 29, "catherineOfSiena", "white"),
  memorial(5, 2, "athanasius", "white"),
  feast(5, 3, "philipAndJames", "red"),
  feast(5, 14, "matthias", "red"),
  memorial(5, 26, "philipNeri", "white"),
  feast(5, 31, "visitation", "white"),
  memorial(6, 1, "justinMartyr", "red"),
  memorial(6, 3, "charlesLwangaAndCompanions", "red"),
  memorial(6, 5, "boniface", "red"),
  memorial(6, 11, "barnabas", "red"),
  memorial(6, 13, "anthonyOfPadua", "white"),
  memorial(6, 21, "aloysiusGonzaga", "white"),
  solemnity(6, 24, "johnTheBaptistBirth", "white"),
  memorial(6, 28, "irenaeus", "red"),
  solemnity(6, 29, "peterAndPaul", "red"),
  feast(7, 3, "thomasApostle", "red"),
  memorial(7, 11, "benedict", "white"),
  memorial(7, 15, "bonaventure", "white"),
  feast(7, 22, "maryMagdalene", "white"),
  feast(7, 25, "jamesApostle", "red"),
  memorial(7, 26, "joachimAndAnne", "white"),
  memorial(7, 29, "marthaMaryAndLazarus", "white"),
  memorial(7, 31, "ignatiusOfLoyola", "white"),
  memorial(8, 1, "alphonsusLiguori", "white"),
  memorial(8, 4, "johnVianney", "white"),
  feastOfTheLord(8, 6, "transfiguration", "white"),
  memorial(8, 8, "dominic", "white"),
  feast(8, 10, "lawrence", "red"),
  memorial(8, 11, "clare", "white"),
  memorial(8, 14, "maximilianKolbe", "red"),
  solemnity(8, 15, "assumption", "white"),
  memorial(8, 20, "bernard", "white"),
  memorial(8, 21, "piusX", "white"),
  memorial(8, 22, "queenshipOfMary", "white"),
  feast(8, 24, "bartholomew", "red"),
  memorial(8, 27, "monica", "white"),
  memorial(8, 28, "augustine", "white"),
  memorial(8, 29, "passionOfJohnTheBaptist", "red"),
  memorial(9, 3, "gregoryTheGreat", "white"),
  feast(9, 8, "nativityOfMary", "white"),
  memorial(9, 13, "johnChrysostom", "white"),
  feastOfTheLord(9, 14, "exaltationOfTheCross", "red"),
  memorial(9, 15, "ourLadyOfSorrows", "white"),
  memorial(9, 16, "corneliusAndCyprian", "red"),
  memorial(9, 20, "andrewKimAndCompanions", "red"),
  feast(9, 21, "matthew", "red"),
  memorial(9, 23, "padrePio", "white"),
  memorial(9, 27, "vincentDePaul", "white"),
  feast(9, 29, "archangels", "white"),
  memorial(9, 30, "jerome", "white"),
  memorial(10, 1, "thereseOfLisieux", "white"),
  memorial(10, 2, "guardianAngels", "white"),
  memorial(10, 4, "francisOfAssisi", "white"),
  memorial(10, 7, "ourLadyOfTheRosary", "white"),
  memorial(10, 15, "teresaOfAvila", "white"),
  memorial(10, 17, "ignatiusOfAntioch", "red"),
  feast(10, 18, "lukeEvangelist", "red"),
  feast(10, 28, "simonAndJude", "red"),
  solemnity(11, 1, "allSaints", "white"),
  // All Souls ranks with the solemnities and, like them, replaces a Sunday.
  solemnity(11, 2, "allSouls", "violet"),
  memorial(11, 4, "charlesBorromeo", "white"),
  // The dedication of a church counts as a feast of the Lord, so it can fall on a Sunday.
  feastOfTheLord(11, 9, "lateranBasilica", "white"),
  memorial(11, 10, "leoTheGreat", "white"),
  memorial(11, 11, "martinOfTours", "white"),
  memorial(11, 12, "josaphat", "red"),
  memorial(11, 17, "elizabethOfHungary", "white"),
  memorial(11, 21, "presentationOfMary", "white"),
  memorial(11, 22, "cecilia", "red"),
  memorial(11, 24, "andrewDungLacAndCompanions", "red"),
  feast(11, 30, "andrewApostle", "red"),
  memorial(12, 3, "francisXavier", "white"),
  memorial(12, 7, "ambrose", "white"),
  solemnity(12, 8, "immaculateConception", "white"),
  memorial(12, 13, "lucy", "red"),
  memorial(12, 14, "johnOfTheCross", "white"),
  feast(12, 26, "stephen", "red"),
  feast(12, 27, "johnApostle", "white"),
  feast(12, 28, "holyInnocents", "red"),
];

export type SanctoralKey = (typeof SANCTORAL)[number]["key"];
