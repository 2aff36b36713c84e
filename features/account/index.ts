// What the routes use of the account feature in the browser: the log-out screen.
export { LogoutView } from "./lazy-widgets";
