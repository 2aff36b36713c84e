import { ToolView } from "@/features/account/server";
import { AutoclaveSection } from "@/features/autoclave/server";
import { memberMetadata } from "../../../../member-metadata";
import { keptPage } from "../../kept-page";

const PATH = "/various/autoclave";

export const generateMetadata = memberMetadata(PATH);

// Only this tool's code: the other tools' views and the hub do not import it.
export default keptPage(PATH, ({ view, locale }) => (
  <ToolView id="autoclave" locale={locale}>
    <AutoclaveSection view={view} locale={locale} />
  </ToolView>
));
