import type { UserRow } from '../../core/identity';

export type { UserRow };

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
