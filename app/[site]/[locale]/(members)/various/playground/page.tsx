import { ToolView } from "@/features/account/server";
import { PlaygroundSection } from "@/features/plc-playground/server";
import { memberMetadata, memberPage } from "../../member-page";

const PATH = "/various/playground";

export const generateMetadata = memberMetadata(PATH);

// Only this tool's code: the other tools' views and the hub do not import it.
export default memberPage(PATH, ({ view, locale }) => (
  <ToolView id="playground" locale={locale}>
    <PlaygroundSection view={view} locale={locale} />
  </ToolView>
));
