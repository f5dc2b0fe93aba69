import { z } from 'zod';
import { emailSchema, messageResponseSchema } from './common';
import { permissionSchema, roleSchema } from './enums';

/** Passwords are checked on the server for length and commonness; never trimmed. */
export const passwordSchema = z.string().max(1024);

export const userSchema = z.object({
  _id: z.string(),
  email: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  picture: z.string(),
  aiModel: z.string(),
  isConfirmed: z.boolean(),
  hasPassword: z.boolean(),
  hasGoogle: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const teamSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: roleSchema,
  isDefault: z.boolean(),
});
export const organizationSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  plan: z.string(),
  status: z.enum(['active', 'suspended']),
  isPersonal: z.boolean(),
  teams: z.array(teamSummarySchema),
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

/** What a signed-in client holds: the access token and who it belongs to. */
export const authSessionSchema = z.object({
  token: z.string(),
  expiresIn: z.number().int(),
  data: z.object({
    user: userSchema,
    sessionId: z.string(),
    organizations: z.array(organizationSummarySchema),
    /** The organization and team an invitation carried through the sign-in just joined. */
    joined: z.object({ organizationId: z.string(), teamId: z.string() }).optional(),
  }),
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const signupRequestSchema = z.object({
  email: z.string(),
  password: passwordSchema,
  givenName: z.string().trim().min(1).max(100),
  familyName: z.string().trim().min(1).max(100),
  /** An invitation token when the user signs up from an invite link. */
  inviteToken: z.string().max(200).optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** Sign-up always answers the same way, whether or not the email is known (no enumeration). */
export const signupResponseSchema = z.object({
  next: z.literal('CONFIRM_SIGN_UP'),
  signupId: z.string(),
  email: z.string(),
  message: z.string(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** An invitation carried through sign-in: accepted as the session opens (no second accept). */
const inviteTokenField = z.string().max(200).optional();

export const confirmSignupRequestSchema = z.object({
  email: z.string(),
  code: z.string().trim().max(20),
  signupId: z.string().max(200).optional(),
  inviteToken: inviteTokenField,
});
export type ConfirmSignupRequest = z.infer<typeof confirmSignupRequestSchema>;

/** After confirmation: signed in when confirmed within 180 s of sign-up, otherwise to /login. */
export const confirmSignupResponseSchema = z.discriminatedUnion('next', [
  z.object({ next: z.literal('COMPLETE_AUTO_SIGN_IN'), session: authSessionSchema }),
  z.object({ next: z.literal('DONE'), message: z.string() }),
]);
export type ConfirmSignupResponse = z.infer<typeof confirmSignupResponseSchema>;

export const signupStatusRequestSchema = z.object({
  signupId: z.string().max(200),
  inviteToken: inviteTokenField,
});
export const signupStatusResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('PENDING') }),
  z.object({ status: z.literal('CONFIRMED'), session: authSessionSchema.nullable() }),
  z.object({ status: z.literal('EXPIRED') }),
]);
export type SignupStatusResponse = z.infer<typeof signupStatusResponseSchema>;

export const confirmLinkRequestSchema = z.object({ token: z.string().max(200) });
export const confirmLinkResponseSchema = z.object({ email: z.string(), message: z.string() });

export const emailOnlyRequestSchema = z.object({ email: z.string() });
export const forgotPasswordResponseSchema = z.object({
  next: z.literal('CONFIRM_RESET_PASSWORD_WITH_CODE'),
  message: z.string(),
});
export const resetPasswordRequestSchema = z.object({
  email: z.string(),
  code: z.string().trim().max(20),
  newPassword: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const signinRequestSchema = z.object({
  email: z.string(),
  password: passwordSchema,
  inviteToken: inviteTokenField,
});
export type SigninRequest = z.infer<typeof signinRequestSchema>;

export const signedInResponseSchema = authSessionSchema.extend({ next: z.literal('DONE') });

/**
 * Sign-in either signs in; or (unconfirmed account) sends a new code and asks to confirm; or (a
 * temporary password an administrator set) asks for a new password, answered with `challenge`
 * to `auth/confirm-signin` within 3 minutes.
 */
export const signinResponseSchema = z.union([
  signedInResponseSchema,
  z.object({
    next: z.literal('CONFIRM_SIGN_UP'),
    signupId: z.string(),
    email: z.string(),
    message: z.string(),
  }),
  z.object({
    next: z.literal('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'),
    challenge: z.string(),
    email: z.string(),
    message: z.string(),
  }),
]);
export type SigninResponse = z.infer<typeof signinResponseSchema>;

/** The answer to CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED: the member's own new password. */
export const confirmSigninRequestSchema = z.object({
  challenge: z.string().max(200),
  newPassword: passwordSchema,
  inviteToken: inviteTokenField,
});
export type ConfirmSigninRequest = z.infer<typeof confirmSigninRequestSchema>;

/** auth/me: the signed-in user, or `tokenExpired` when the session ran out. */
export const authMeResponseSchema = z.union([
  z.object({ tokenExpired: z.literal(false), data: userSchema }),
  z.object({ tokenExpired: z.literal(true), message: z.string() }),
]);
export type AuthMeResponse = z.infer<typeof authMeResponseSchema>;

export const changePasswordRequestSchema = z.object({
  oldPassword: z.string().max(1024),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const aiModels = ['builtin'] as const;
export const changeAiModelRequestSchema = z.object({ model: z.string().min(1).max(100) });
export const changeAiModelResponseSchema = z.object({
  token: z.string(),
  model: z.string(),
  models: z.array(z.object({ id: z.string(), label: z.string() })),
});

export const sessionCheckResponseSchema = z.object({
  active: z.boolean(),
  reason: z.string().nullable(),
  message: z.string().nullable(),
});
export const sessionCreateResponseSchema = z.object({ sessionId: z.string(), message: z.string() });

export const googleStartQuerySchema = z.object({
  returnTo: z.string().max(500).optional(),
});

export { emailSchema, messageResponseSchema, permissionSchema };
