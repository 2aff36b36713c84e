export * from "./types";
export * from "./registry";
export { sharedRoutes } from "./shared-routes";
