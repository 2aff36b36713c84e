// What every page does with the browser's storage, mounted once by the layout.
export { BrowserMemory } from "./browser-memory";
