import type { DrawingName } from "../data/types";
import type { BlockProps } from "./block-types";
import { AnthologyDrawing } from "./drawings/anthology-drawing";
import { ConversationDrawing } from "./drawings/conversation-drawing";
import { FoodCrateDrawing } from "./drawings/food-crate-drawing";
import { ModuleCycleDrawing } from "./drawings/module-cycle-drawing";
import { NotebookDrawing } from "./drawings/notebook-drawing";
import { PeaceLightDrawing } from "./drawings/peace-light-drawing";
import { PeaceWalkDrawing } from "./drawings/peace-walk-drawing";
import { RemembranceDrawing } from "./drawings/remembrance-drawing";
import { TerminalStripDrawing } from "./drawings/terminal-strip-drawing";
import { WorksheetDrawing } from "./drawings/worksheet-drawing";
import styles from "./blocks.module.css";

const drawings: Record<DrawingName, typeof RemembranceDrawing> = {
  remembrance: RemembranceDrawing,
  moduleCycle: ModuleCycleDrawing,
  peaceLight: PeaceLightDrawing,
  foodCrate: FoodCrateDrawing,
  notebook: NotebookDrawing,
  terminalStrip: TerminalStripDrawing,
  anthology: AnthologyDrawing,
  worksheet: WorksheetDrawing,
  conversation: ConversationDrawing,
  peaceWalk: PeaceWalkDrawing,
};

/**
 * A drawing for the page's subject, inline so that it costs no request, takes the site's colours
 * in light and dark mode, and holds its box (4:3) before it paints.
 */
export function IllustrationBlock({ block }: BlockProps<"illustration">) {
  const Drawing = drawings[block.drawing];
  return <Drawing className={styles.illustration} />;
}
