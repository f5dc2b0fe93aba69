import { emailSchema, errorTable } from '@tabletalk/contracts';
import { PASSWORD_MIN_LENGTH, PASSWORD_RECOMMENDED_LENGTH } from './constants';

/** Form rules with the spec's own texts (SPEC 5 and the contracts error table). */
export function emailProblem(value: string): string | null {
  if (!value.trim()) return errorTable.EMAIL_EMPTY.message;
  return emailSchema.safeParse(value).success ? null : 'Please enter a valid email address.';
}

export function passwordProblem(value: string): string | null {
  if (!value) return errorTable.PASSWORD_EMPTY.message;
  if (value.length < PASSWORD_MIN_LENGTH) return errorTable.PASSWORD_TOO_SHORT.message;
  if (value.length > 128) return errorTable.PASSWORD_TOO_LONG.message;
  return null;
}

export function requiredProblem(label: string) {
  return (value: string): string | null => (value.trim() ? null : `${label} is required`);
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
