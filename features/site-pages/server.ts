// What the routes use of the public renderer: a site's pages in its shell, their metadata and data.
import "server-only";

export { articleOf } from "./data/content";
export { checkFacts, factReaches, factsFileOf } from "./data";
export { siteTimeZone, structuredDataOf } from "./data/published";
export { catchAllParams, ownRouteParams, PublicPage, publicPageMetadata, type OwnRouteParams, type PublicParams, type PublicRoute } from "./pages/public-page";
export { PublicPageBody } from "./pages/public-page-body";
export { ImprintGlance } from "./pages/imprint-glance";
export { SitePage } from "./pages/site-page";
export { SitePicture } from "./pages/site-picture";
export { StructuredDataScripts } from "./structured-data/structured-data";
