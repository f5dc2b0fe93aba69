import type { User } from '@tabletalk/contracts';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** A user as they see themselves: never the password hash, only whether there is one. */
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

/** The profile part of a user (users/profile, users/update). */
export function presentProfile(row: UserRow) {
  return {
    _id: row.id,
    email: row.email,
    givenName: row.givenName,
    familyName: row.familyName,
    picture: row.picture,
  };
}
