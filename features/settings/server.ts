// What the routes use of the settings on the server: the tool view and the switch on the imprint.
import "server-only";

export { ImprintRemembering } from "./imprint-remembering";
export { SettingsSection } from "./settings-section";
