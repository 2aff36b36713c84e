// What the routes use of the data-type playground on the server: its view among the tools.
import "server-only";

export { PlaygroundSection } from "./playground-section";
