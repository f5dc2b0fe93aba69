import { renameRequestSchema, signupRequestSchema } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  emailFieldSchema,
  emailProblem,
  newPasswordFieldSchema,
  passwordProblem,
  requiredMessage,
  withPasswordConfirmation,
} from './validation';
import { zodResolver } from './zod-resolver';

const signupSchema = signupRequestSchema.extend({
  email: emailFieldSchema,
  password: newPasswordFieldSchema,
});
const validateSignup = zodResolver(signupSchema, {
  givenName: requiredMessage('Given name'),
  familyName: requiredMessage('Family name'),
});

describe('zodResolver', () => {
  it('gives each field the first of its messages, with the form texts where the schema has none', () => {
    const errors = validateSignup({
      email: ' ',
      password: '1234567',
      givenName: ' ',
      familyName: 'L',
    });
    expect(errors).toEqual({
      email: 'Email address is empty',
      password: 'Password must be at least 8 characters.',
      givenName: 'Given name is required',
    });
  });

  it("words a length bound for people, not with zod's developer text", () => {
    const validate = zodResolver(z.object({ name: z.string().min(3).max(5) }));
    expect(validate({ name: 'abcdefg' })).toEqual({ name: 'Use at most 5 characters.' });
    expect(validate({ name: 'ab' })).toEqual({ name: 'Use at least 3 characters.' });
  });

  it('answers no errors for values the request schema takes', () => {
    const values = {
      email: 'ada@example.com',
      password: '12345678',
      givenName: 'Ada',
      familyName: 'L',
    };
    expect(validateSignup(values)).toEqual({});
  });

  it("keeps the contracts' own rules: a name over the limit is refused, not called missing", () => {
    const errors = zodResolver(renameRequestSchema, { name: requiredMessage('Room name') })({
      name: 'x'.repeat(101),
    });
    expect(errors.name).toBeDefined();
    expect(errors.name).not.toBe('Room name is required');
  });
});

describe('form rules', () => {
  it('tells an empty email from a malformed one', () => {
    expect(emailProblem('')).toBe('Email address is empty');
    expect(emailProblem('ada@')).toBe('Please enter a valid email address.');
  });

  it('refuses passwords over 128 characters', () => {
    expect(passwordProblem('x'.repeat(129))).toBe('Password must be at most 128 characters.');
    expect(passwordProblem('x'.repeat(128))).toBeNull();
  });
});

describe('withPasswordConfirmation', () => {
  const validate = zodResolver(
    withPasswordConfirmation(
      z.object({ newPassword: newPasswordFieldSchema, confirmPassword: z.string() }),
    ),
  );

  it('names a confirmation that differs, even while the password itself has a problem', () => {
    expect(validate({ newPassword: 'short', confirmPassword: 'other' })).toEqual({
      newPassword: 'Password must be at least 8 characters.',
      confirmPassword: 'Passwords do not match',
    });
    expect(validate({ newPassword: '12345678', confirmPassword: '12345678' })).toEqual({});
  });
});
