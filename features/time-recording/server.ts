// What the routes use of the time recording on the server: its view among the tools.
import "server-only";

export { TimeRecordingSection } from "./time-recording-section";
