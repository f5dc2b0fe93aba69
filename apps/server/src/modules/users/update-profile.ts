import type { UpdateProfileRequest } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../core/identity';
import { normalizePicture } from './normalize-picture';
import type { UserRow } from './presenter';

/**
 * Changes a user's names and picture; fields left out stay as they are.
 * @throws AppError VALIDATION_FAILED for a picture that is not an https URL or a small image.
 */
export async function updateProfile(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { userId: string; changes: UpdateProfileRequest },
): Promise<UserRow> {
  const { givenName, familyName, picture } = options.changes;
  const [row] = await ctx.db
    .update(users)
    .set({
      ...(givenName !== undefined && { givenName }),
      ...(familyName !== undefined && { familyName }),
      ...(picture !== undefined && { picture: normalizePicture(picture) }),
      updatedAt: ctx.now(),
    })
    .where(eq(users.id, options.userId))
    .returning();
  if (!row) throw new Error(`user ${options.userId} vanished during a profile update`);
  return row;
}
