import { ToolView } from "@/features/account/server";
import { PlaygroundSection } from "@/features/plc-playground/server";
import { memberMetadata } from "../../../../member-metadata";
import { keptPage } from "../../kept-page";

const PATH = "/various/playground";

export const generateMetadata = memberMetadata(PATH);

// Only this tool's code: the other tools' views and the hub do not import it.
export default keptPage(PATH, ({ view, locale }) => (
  <ToolView id="playground" locale={locale}>
    <PlaygroundSection view={view} locale={locale} />
  </ToolView>
));
