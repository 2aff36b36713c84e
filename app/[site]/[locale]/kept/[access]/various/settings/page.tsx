import { ToolView } from "@/features/account/server";
import { SettingsSection } from "@/features/settings/server";
import { memberMetadata } from "../../../../member-metadata";
import { keptPage } from "../../kept-page";

const PATH = "/various/settings";

export const generateMetadata = memberMetadata(PATH);

// Only this tool's code: the other tools' views and the hub do not import it.
export default keptPage(PATH, ({ view, locale }) => (
  <ToolView id="settings" locale={locale}>
    <SettingsSection view={view} locale={locale} />
  </ToolView>
));
