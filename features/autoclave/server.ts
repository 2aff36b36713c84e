// What the routes use of the autoclave simulation on the server: its view among the tools.
import "server-only";

export { AutoclaveSection } from "./autoclave-section";
