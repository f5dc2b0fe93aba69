import { emailSchema, errorTable } from '@tabletalk/contracts';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_RECOMMENDED_LENGTH } from './constants';

const EMAIL_INVALID = 'Please enter a valid email address.';
const isFilled = (value: string) => value.trim() !== '';

/**
 * Form fields stricter than the contracts' request fields, with the spec's own texts (SPEC 5 and
 * the contracts error table). Forms extend a request schema with them. The first issue of a field
 * is the one shown, so the checks come in that order; none aborts, which would also skip the
 * form's cross-field checks.
 */
export const emailFieldSchema = z
  .string()
  .refine(isFilled, { message: errorTable.EMAIL_EMPTY.message })
  .refine((value) => emailSchema.safeParse(value).success, { message: EMAIL_INVALID });

/** Any non-blank email (sign-in, reset): the server tells a wrong one apart. */
export const filledEmailFieldSchema = z
  .string()
  .refine(isFilled, { message: errorTable.EMAIL_EMPTY.message });

/** The password one signs in with: only not empty. */
export const currentPasswordFieldSchema = z
  .string()
  .min(1, { message: errorTable.PASSWORD_EMPTY.message });

/** A new password: not empty, 8 to 128 characters (the server checks commonness). */
export const newPasswordFieldSchema = z
  .string()
  .min(1, { message: errorTable.PASSWORD_EMPTY.message })
  .min(PASSWORD_MIN_LENGTH, { message: errorTable.PASSWORD_TOO_SHORT.message })
  .max(128, { message: errorTable.PASSWORD_TOO_LONG.message });

/**
 * A form with `newPassword` and `confirmPassword`: the two must match. Checked even when other
 * fields have problems (`when`), as each field is checked by itself.
 */
export function withPasswordConfirmation<S extends z.ZodType<{ newPassword: string }>>(schema: S) {
  return schema.refine(
    (values) => (values as { confirmPassword?: unknown }).confirmPassword === values.newPassword,
    { message: 'Passwords do not match', path: ['confirmPassword'], when: () => true },
  );
}

/** The first problem of a value, or null: for fields checked outside a form. */
function problemOf(schema: z.ZodType, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export function emailProblem(value: string): string | null {
  return problemOf(emailFieldSchema, value);
}

export function passwordProblem(value: string): string | null {
  return problemOf(newPasswordFieldSchema, value);
}

/** "<label> is required" for a field a request schema requires (`min(1)` after trim). */
export function requiredMessage(label: string) {
  return { too_small: `${label} is required` };
}

export interface PasswordStrength {
  /** 0–100 for a progress bar. */
  score: number;
  label: 'Too short' | 'Fair' | 'Strong';
  color: 'red' | 'yellow' | 'teal';
}

/** Length is what matters (NIST): 8 is the minimum, 15 or more is recommended. */
export function passwordStrength(value: string): PasswordStrength {
  const score = Math.min(100, Math.round((value.length / PASSWORD_RECOMMENDED_LENGTH) * 100));
  if (value.length < PASSWORD_MIN_LENGTH) return { score, label: 'Too short', color: 'red' };
  if (value.length < PASSWORD_RECOMMENDED_LENGTH) return { score, label: 'Fair', color: 'yellow' };
  return { score, label: 'Strong', color: 'teal' };
}
