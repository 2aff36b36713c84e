/** Request headers the middleware sets for pages; a visitor's own values are always overwritten. */
export const REQUEST_HOST_HEADER = "x-site-host";
export const REQUEST_PATH_HEADER = "x-site-path";
export const REQUEST_VIEW_HEADER = "x-site-view";
