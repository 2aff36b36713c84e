// The public renderer's widgets for the browser, each a chunk of its own.
export { Lightbox, PanoramaViewer } from "./lazy-widgets";
