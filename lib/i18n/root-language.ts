/**
 * The fragment the server adds when it answers a bare `/` with the start page of the browser's
 * language. Only such a visit goes on to the language remembered in local storage (start-up
 * script); any other address, redirected or not (`/ta/` → `/ta`), shows the language it names.
 * A fragment, because it never reaches the server or a cache, and the site sets no cookies.
 */
export const ROOT_REDIRECT_FRAGMENT = "from-root";
