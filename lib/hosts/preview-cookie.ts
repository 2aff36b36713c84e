/** Cookie of the local domain switcher; honoured on local hosts only. */
export const PREVIEW_COOKIE = "preview-site";
