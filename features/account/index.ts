// What the routes use of the account feature in the browser: the sign-in and log-out screens.
export { LoginForm, LogoutView } from "./lazy-widgets";
