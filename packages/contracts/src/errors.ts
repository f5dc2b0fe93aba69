/**
 * The one table of error codes: HTTP status and the user-facing message (the exact text of the
 * spec's error catalogue, section 8, where one applies). The UI branches on `code`, never on text.
 */
export const errorTable = {
  VALIDATION_FAILED: { status: 400, message: 'Some fields are missing or invalid.' },
  EMAIL_EMPTY: { status: 400, message: 'Email address is empty' },
  PASSWORD_EMPTY: { status: 400, message: 'Password cannot be empty' },
  PASSWORD_TOO_SHORT: { status: 400, message: 'Password must be at least 8 characters.' },
  PASSWORD_TOO_LONG: { status: 400, message: 'Password must be at most 128 characters.' },
  PASSWORD_TOO_COMMON: {
    status: 400,
    message: 'This password is too common. Please choose another one.',
  },
  PASSWORD_INCORRECT: { status: 400, message: 'The current password is incorrect.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Incorrect Email or Password' },
  ALREADY_SIGNED_IN: { status: 409, message: 'There is already a signed in user.' },
  CODE_INVALID: { status: 400, message: 'Invalid verification code provided, please try again.' },
  CODE_EXPIRED: { status: 400, message: 'Invalid code provided, please request a code again.' },
  CODE_ATTEMPTS_EXCEEDED: {
    status: 400,
    message: 'Attempt limit exceeded, please request a code again.',
  },
  RESEND_TOO_SOON: { status: 429, message: 'Please wait before requesting another code.' },
  CONFIRMATION_TIMED_OUT: {
    status: 408,
    message:
      'The account was not confirmed on time. Please verify your account by the link in the email, then log in manually.',
  },
  USER_EXISTS_LOGIN: { status: 409, message: 'User already exists, please login to continue.' },
  USER_EXISTS_CONFIRM: {
    status: 409,
    message: 'User already exists, please confirm existing user.',
  },
  OIDC_EMAIL_CONFLICT: {
    status: 409,
    message: 'A user with this email already exists. Please login with your email and password.',
  },
  OIDC_FAILED: { status: 400, message: 'There was an error logging you in, please try again.' },
  OIDC_DISABLED: { status: 404, message: 'Google sign-in is not configured.' },
  INVALID_ID_TOKEN: { status: 401, message: 'Invalid Idtoken.' },
  UNAUTHENTICATED: { status: 401, message: 'The session has expired. Please login again' },
  TOKEN_EXPIRED: { status: 401, message: 'Session expired. Please login again' },
  SESSION_REPLACED: { status: 401, message: "You've logged in from another device." },
  EMBED_INVALID: { status: 401, message: 'This embed link is invalid or has expired.' },
  REFRESH_INVALID: { status: 401, message: 'The session has expired. Please login again' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this.' },
  ORG_SUSPENDED: {
    status: 403,
    message: 'Your organization has been suspended. Please contact support for assistance.',
  },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  INVITE_INVALID: { status: 404, message: 'This invitation is invalid or has expired.' },
  INVITE_EMAIL_MISMATCH: {
    status: 403,
    message: 'This invitation was sent to another email address.',
  },
  MEMBER_IN_OTHER_ORGANIZATIONS: {
    status: 409,
    message:
      'This person also uses their account outside this organization, so you cannot set their password. Send them a password reset link by email instead.',
  },
  SIGN_IN_EXPIRED: { status: 400, message: 'This sign-in has expired. Please sign in again.' },
  TEMPORARY_PASSWORD_EXPIRED: {
    status: 400,
    message:
      'This temporary password has expired. Ask your administrator for a new one, or reset your password.',
  },
  ALREADY_MEMBER: { status: 409, message: 'This user is already a member of the team.' },
  LAST_OWNER: { status: 409, message: 'A team needs at least one owner.' },
  TEAM_MEMBERS_FAILED: { status: 500, message: 'Failed to fetch team members' },
  TEAM_INVITE_FAILED: { status: 500, message: 'Failed to invite team member' },
  PLAN_LIMIT: { status: 402, message: 'Your plan does not allow this. Please upgrade.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later.' },
  TEMPLATE_EXPIRED: {
    status: 400,
    message:
      'This template has expired. You should update your validity date or select another one.',
  },
  TEMPLATE_NOT_YET_VALID: {
    status: 400,
    message:
      'This template is not valid yet. You should update your validity date or select another one.',
  },
  SOURCE_DELETED_ROOM: {
    status: 410,
    message:
      'The data source associated with this session has been deleted. Further conversations cannot be continued.',
  },
  SOURCE_DELETED_DASHBOARD: {
    status: 410,
    message:
      'The data source linked to this dashboard has been deleted. The dashboard cannot receive further updates.',
  },
  OCR_LIMIT: {
    status: 402,
    message:
      'Your OCR Limit is exceeded. Please purchase a new OCR package to proceed with this file.',
  },
  TRIAL_ALREADY_AVAILED: {
    status: 409,
    message: 'You have already used your Pro trial.',
  },
  TRIAL_NOT_AVAILABLE: {
    status: 409,
    message: 'Your organization is already on Pro or a higher plan, so there is no trial to claim.',
  },
  BILLING_DISABLED: {
    status: 409,
    message:
      'Payments are not set up on this server. Ask for the plan through the request form, or ask its administrator.',
  },
  BILLING_FAILED: {
    status: 502,
    message: 'The payment provider could not be reached. Please try again.',
  },
  WEBHOOK_INVALID: { status: 400, message: 'The webhook signature is invalid.' },
  FILE_TOO_LARGE: { status: 413, message: 'This file is too large to upload.' },
  FILE_REJECTED: { status: 400, message: 'This file cannot be loaded.' },
  STORAGE_FULL: {
    status: 507,
    message:
      'The server has no room left to store this file. Nothing was saved; please try again later or tell its administrator.',
  },
  CONNECTION_FAILED: {
    status: 400,
    message:
      'Could not connect to the database. Check the host and port, and that the server accepts connections from Tabletalk.',
  },
  CREDENTIALS_UNREADABLE: {
    status: 409,
    message: 'The stored credentials of this data source cannot be read. Please enter them again.',
  },
  SOURCE_NOT_READY: { status: 409, message: 'This data source is not ready yet.' },
  KNOWLEDGE_NOT_READY: {
    status: 409,
    message: 'The knowledge of this data source is not built yet. Build it, then ask again.',
  },
  QUERY_FAILED: {
    status: 422,
    message: 'The data source could not answer this question. Try asking it another way.',
  },
  QUERY_TOO_LARGE: {
    status: 422,
    message:
      'This question needs more memory than one question may use, so it was stopped. Try narrowing it down.',
  },
  QUERY_TIMEOUT: {
    status: 504,
    message: 'The question took too long to answer. Try narrowing it down.',
  },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is unavailable. Please try again.' },
  INTERNAL: { status: 500, message: 'There was an error, please try again!' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorTable;

/** Every error code, for schemas and exhaustive checks. */
export const errorCodes = Object.keys(errorTable) as [ErrorCode, ...ErrorCode[]];

/** The body of every error response. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  requestId?: string;
  details?: unknown;
}

/**
 * The one error type, thrown on the server and rebuilt by the web client from an error body.
 * @example throw new AppError('NOT_FOUND')
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, options: { message?: string; details?: unknown } = {}) {
    super(options.message ?? errorTable[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorTable[code].status;
    this.details = options.details;
  }

  /** Rebuilds an error from a response body; unknown codes become INTERNAL. */
  static fromBody(body: Partial<ErrorBody> | undefined): AppError {
    const code = body?.code && body.code in errorTable ? body.code : 'INTERNAL';
    return new AppError(code, { message: body?.message, details: body?.details });
  }
}

const PRESIGNUP_PREFIX = 'PreSignUp failed with error ';

/** Strips the identity service's 'PreSignUp failed with error ' prefix before display (SPEC 5). */
export function displayMessage(message: string): string {
  return message.startsWith(PRESIGNUP_PREFIX) ? message.slice(PRESIGNUP_PREFIX.length) : message;
}
