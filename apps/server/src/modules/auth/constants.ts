/** A session ends 30 days after sign-in however often it is refreshed (absolute lifetime). */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** The refresh token cookie; scoped to the auth routes so no other request carries it. */
export const REFRESH_COOKIE = 'tt_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

/**
 * A rotated refresh token presented again within this window is a concurrent refresh from
 * another tab, not theft (SECURITY F7: at most 10 s).
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/** Email codes and link tokens expire after 10 minutes and allow 5 attempts (SECURITY F5). */
export const EMAIL_CODE_TTL_MS = 10 * 60 * 1000;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

/** At most one code a minute and five an hour per account and purpose (SECURITY F5). */
export const CODE_RESEND_COOLDOWN_MS = 60_000;
export const CODE_MAX_PER_HOUR = 5;

/** Auto sign-in after confirming is armed for 180 s after sign-up (SPEC sections 4 and 9). */
export const AUTO_SIGN_IN_WINDOW_MS = 180_000;

/**
 * After a temporary password, the new-password step must be answered within 3 minutes, the
 * spec's sign-in session (SPEC 9); then the user signs in again (the temporary password is spent).
 */
export const NEW_PASSWORD_CHALLENGE_TTL_MS = 180_000;
