// The data-type playground for the browser, loaded on its tool view only.
export { PlaygroundLoader } from "./playground-loader";
