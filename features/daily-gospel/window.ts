/** The daily gospel shows 30 days back and 30 days forward. */
export const DAYS_AROUND_TODAY = 30;
/** Days sent beyond the window so the visitor's own date can move it without a new page. */
export const SPARE_DAYS = 7;
