// The time-recording calendar for the browser, loaded on its tool view only.
export { TimeRecordingLoader } from "./time-recording-loader";
