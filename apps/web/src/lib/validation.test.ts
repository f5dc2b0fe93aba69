import { describe, expect, it } from 'vitest';
import { emailProblem, passwordProblem, passwordStrength } from './validation';

describe('form rules', () => {
  it('reports a blank email with the spec text', () => {
    expect(emailProblem('  ')).toBe('Email address is empty');
    expect(emailProblem('ada@example.com')).toBeNull();
    expect(emailProblem('ada')).not.toBeNull();
  });
  it('requires passwords of at least 8 characters', () => {
    expect(passwordProblem('')).toBe('Password cannot be empty');
    expect(passwordProblem('1234567')).toBe('Password must be at least 8 characters.');
    expect(passwordProblem('12345678')).toBeNull();
  });
  it('rates 15 characters or more as strong', () => {
    expect(passwordStrength('short').label).toBe('Too short');
    expect(passwordStrength('12345678').label).toBe('Fair');
    expect(passwordStrength('a'.repeat(15))).toEqual({
      score: 100,
      label: 'Strong',
      color: 'teal',
    });
  });
});
