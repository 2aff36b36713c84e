// The autoclave simulation for the browser, loaded on its tool view only.
export { AutoclaveLoader } from "./autoclave-loader";
