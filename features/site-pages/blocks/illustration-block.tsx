import { getDataTexts } from "@/lib/i18n/data-texts";
import type { DrawingName } from "../data/types";
import type { BlockProps } from "./block-types";
import { AnthologyDrawing } from "./drawings/anthology-drawing";
import { BuildingBlocksDrawing } from "./drawings/building-blocks-drawing";
import { ConversationDrawing } from "./drawings/conversation-drawing";
import { FoodCrateDrawing } from "./drawings/food-crate-drawing";
import { LanguageCornerDrawing } from "./drawings/language-corner-drawing";
import { LaunchReadingDrawing } from "./drawings/launch-reading-drawing";
import { ModuleCycleDrawing } from "./drawings/module-cycle-drawing";
import { NameBookDrawing } from "./drawings/name-book-drawing";
import { NotebookDrawing } from "./drawings/notebook-drawing";
import { ParliamentVisitDrawing } from "./drawings/parliament-visit-drawing";
import { PeaceLightDrawing } from "./drawings/peace-light-drawing";
import { PeaceWalkDrawing } from "./drawings/peace-walk-drawing";
import { PhoneCafeDrawing } from "./drawings/phone-cafe-drawing";
import { PrizeShelfDrawing } from "./drawings/prize-shelf-drawing";
import { RemembranceDrawing } from "./drawings/remembrance-drawing";
import { SessionClockDrawing } from "./drawings/session-clock-drawing";
import { SheetsGroupDrawing } from "./drawings/sheets-group-drawing";
import { SignedPageDrawing } from "./drawings/signed-page-drawing";
import { TakeAwayDrawing } from "./drawings/take-away-drawing";
import { TerminalStripDrawing } from "./drawings/terminal-strip-drawing";
import { VaultGateDrawing } from "./drawings/vault-gate-drawing";
import { VaultRepairDrawing } from "./drawings/vault-repair-drawing";
import { WordBuildingDrawing } from "./drawings/word-building-drawing";
import { WorksheetDrawing } from "./drawings/worksheet-drawing";
import { WritingFormsDrawing } from "./drawings/writing-forms-drawing";
import styles from "./blocks.module.css";

const drawings: Record<DrawingName, typeof RemembranceDrawing> = {
  remembrance: RemembranceDrawing,
  moduleCycle: ModuleCycleDrawing,
  peaceLight: PeaceLightDrawing,
  foodCrate: FoodCrateDrawing,
  phoneCafe: PhoneCafeDrawing,
  takeAway: TakeAwayDrawing,
  parliamentVisit: ParliamentVisitDrawing,
  languageCorner: LanguageCornerDrawing,
  prizeShelf: PrizeShelfDrawing,
  notebook: NotebookDrawing,
  buildingBlocks: BuildingBlocksDrawing,
  signedPage: SignedPageDrawing,
  terminalStrip: TerminalStripDrawing,
  anthology: AnthologyDrawing,
  worksheet: WorksheetDrawing,
  conversation: ConversationDrawing,
  peaceWalk: PeaceWalkDrawing,
  vaultRepair: VaultRepairDrawing,
  vaultGate: VaultGateDrawing,
  sessionClock: SessionClockDrawing,
  writingForms: WritingFormsDrawing,
  launchReading: LaunchReadingDrawing,
  sheetsGroup: SheetsGroupDrawing,
  nameBook: NameBookDrawing,
  wordBuilding: WordBuildingDrawing,
};

/**
 * A drawing for the page's subject, inline so that it costs no request, takes the site's colours
 * in light and dark mode, and holds its box (4:3) before it paints. A screen reader hears it as
 * one picture with its description (`pictures.drawings.<name>`), not as the drawing's shapes.
 */
export async function IllustrationBlock({ block, context }: BlockProps<"illustration">) {
  const t = await getDataTexts(context.locale, "pictures");
  const Drawing = drawings[block.drawing];
  return (
    <div role="img" aria-label={t(`drawings.${block.drawing}`)} className={block.sheet ? styles.sheet : block.print ? styles.print : styles.plate} data-picture-frame={block.print ? "print" : undefined} data-beside={context.beside ? "" : undefined}>
      <Drawing className={styles.illustration} />
    </div>
  );
}
