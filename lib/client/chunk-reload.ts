/**
 * Session flag of the one reload after a script failed to load (a new deployment replaced the
 * files the page asks for). The inline start-up script sets it to "reloading" and reloads; once
 * set, this tab never reloads for that reason again, so a lasting failure cannot loop.
 */
export const CHUNK_RELOAD_FLAG = "chunkReload";
export const CHUNK_RELOAD_LOGGED = "logged";
