// What the rest of the site uses of the time recording: its section of /various.
export { TimeRecordingSection } from "./time-recording-section";
