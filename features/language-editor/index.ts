// The language editor in the browser on every page: the preview of edits, loaded only while one runs.
export { EditPreviewLoader } from "./preview/edit-preview-loader";
