import { StartPage } from "../hero/start-page";
import type { PublicRoute } from "./public-page";
import { SitePage } from "./site-page";

/** What the catch-all route shows at a public path: the start page, or a page's article. */
export function PublicPageBody(route: PublicRoute) {
  return route.page === "start" ? <Start {...route} /> : <SitePage site={route.context.view.id} locale={route.context.locale} page={route.page} origin={route.context.origin} />;
}

/**
 * The start page: the construction notice while the site is being built, else its first screen
 * and article (the page's frame adds the duck that leads to the internal area).
 */
function Start({ context }: PublicRoute) {
  const { view, locale, origin } = context;
  return <StartPage view={view} locale={locale} origin={origin} />;
}
