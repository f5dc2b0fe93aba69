import { describe, expect, it } from 'vitest';
import { isEmailAuthoritative, parseIdTokenClaims } from './id-token-claims';

const GOOGLE = 'https://accounts.google.com';

function claims(email: string, extra: Record<string, unknown> = {}) {
  const parsed = parseIdTokenClaims({ sub: '1', email, email_verified: true, ...extra });
  if (!parsed) throw new Error('claims did not parse');
  return parsed;
}

describe('parseIdTokenClaims', () => {
  it('needs a subject', () => {
    expect(parseIdTokenClaims({ email: 'a@example.com' })).toBeNull();
  });

  it('counts only the boolean true as verified', () => {
    expect(claims('a@example.com').email_verified).toBe(true);
    expect(claims('a@example.com', { email_verified: 'true' }).email_verified).toBe(false);
    expect(claims('a@example.com', { email_verified: undefined }).email_verified).toBe(false);
  });
});

describe('isEmailAuthoritative (SECURITY F8)', () => {
  it('trusts Google for Gmail and Workspace addresses only', () => {
    expect(isEmailAuthoritative(GOOGLE, claims('ada@gmail.com'))).toBe(true);
    expect(isEmailAuthoritative(GOOGLE, claims('ada@corp.example', { hd: 'corp.example' }))).toBe(
      true,
    );
    expect(isEmailAuthoritative(GOOGLE, claims('ada@yahoo.example'))).toBe(false);
  });

  it('trusts another configured issuer for the addresses it verified', () => {
    expect(isEmailAuthoritative('https://sso.example.com', claims('ada@example.com'))).toBe(true);
  });

  it('never trusts an unverified address', () => {
    const unverified = claims('ada@gmail.com', { email_verified: false });
    expect(isEmailAuthoritative(GOOGLE, unverified)).toBe(false);
    expect(isEmailAuthoritative('https://sso.example.com', unverified)).toBe(false);
  });
});
