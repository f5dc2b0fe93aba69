import { AppError } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { errorMessage, isSessionError } from './errors';

describe('errorMessage', () => {
  it('shows the server message without the identity prefix', () => {
    const error = new AppError('VALIDATION_FAILED', {
      message: 'PreSignUp failed with error Email domain not allowed.',
    });
    expect(errorMessage(error)).toBe('Email domain not allowed.');
  });
  it('uses the screen fallback for unexpected failures', () => {
    expect(errorMessage(new AppError('INTERNAL'), 'Failed to invite team member')).toBe(
      'Failed to invite team member',
    );
    expect(errorMessage(new TypeError('boom'), 'Failed to fetch team members')).toBe(
      'Failed to fetch team members',
    );
    expect(errorMessage(new TypeError('boom'))).toBe('There was an error, please try again!');
  });
  it('keeps specific server messages over the fallback', () => {
    expect(errorMessage(new AppError('ORG_SUSPENDED'), 'Failed')).toBe(
      'Your organization has been suspended. Please contact support for assistance.',
    );
  });
  it('recognises errors the session flow owns', () => {
    expect(isSessionError(new AppError('SESSION_REPLACED'))).toBe(true);
    expect(isSessionError(new AppError('RATE_LIMITED'))).toBe(false);
  });
});
