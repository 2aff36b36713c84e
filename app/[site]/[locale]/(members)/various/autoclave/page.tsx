import { ToolView } from "@/features/account/server";
import { AutoclaveSection } from "@/features/autoclave/server";
import { memberMetadata, memberPage } from "../../member-page";

const PATH = "/various/autoclave";

export const generateMetadata = memberMetadata(PATH);

// Only this tool's code: the other tools' views and the hub do not import it.
export default memberPage(PATH, ({ view, locale }) => (
  <ToolView id="autoclave" locale={locale}>
    <AutoclaveSection view={view} locale={locale} />
  </ToolView>
));
