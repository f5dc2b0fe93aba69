import type { User } from '@tabletalk/contracts';
import type { UserRow } from '../../core/identity';

/** The public shape of a user (contracts `userSchema`); never carries the password hash. */
export function presentUser(row: UserRow): User {
  return {
    _id: row.id,
    email: row.email,
    givenName: row.givenName,
    familyName: row.familyName,
    picture: row.picture,
    aiModel: row.aiModel,
    isConfirmed: row.emailVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
    hasGoogle: row.googleSub !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
