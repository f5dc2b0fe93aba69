/** Business constants of SPEC section 9 that the web app enforces. */
export const CREDENTIAL_REFRESH_MS = 3_000_000;
export const SIGNUP_POLL_INTERVAL_MS = 5_000;
export const SIGNUP_POLL_TIMEOUT_MS = 180_000;
export const SEARCH_DEBOUNCE_MS = 300;
export const TOAST_AUTO_CLOSE_MS = 5_000;
export const SWIPE_THRESHOLD_PX = 50;
export const NOTIFICATION_POLL_MS = 30_000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RECOMMENDED_LENGTH = 15;
export const PICTURE_MAX_BYTES = 200 * 1024;
