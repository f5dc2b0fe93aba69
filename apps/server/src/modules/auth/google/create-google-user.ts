import type { AppContext } from '../../../context';
import { recordAuditEvent, users } from '../../../core/identity';
import { insertedRow } from '../../../db/inserted-row';
import type { GoogleClaims } from './id-token-claims';

const NAME_LENGTH = 100;

/** Profile picture URLs are shown in an <img>: only https, and of sane length. */
function pictureFrom(claims: GoogleClaims): string | undefined {
  const { picture } = claims;
  return picture?.startsWith('https://') && picture.length <= 2000 ? picture : undefined;
}

/**
 * Creates a confirmed account without a password for a Google identity whose email the
 * provider verified. Its personal organization is made at first sign-in (issueSession).
 * @returns the new user's id.
 * @throws when the email or identity was taken in the meantime (unique constraint).
 */
export async function createGoogleUser(
  ctx: AppContext,
  options: { email: string; claims: GoogleClaims },
): Promise<string> {
  const { email, claims } = options;
  const created = await insertedRow(
    ctx.db
      .insert(users)
      .values({
        email,
        passwordHash: null,
        givenName: (claims.given_name ?? claims.name ?? '').trim().slice(0, NAME_LENGTH),
        familyName: (claims.family_name ?? '').trim().slice(0, NAME_LENGTH),
        picture: pictureFrom(claims),
        emailVerifiedAt: ctx.now(),
        googleSub: claims.sub,
      })
      .returning({ id: users.id }),
    'user',
  );
  await recordAuditEvent(ctx, {
    action: 'auth.google_signup',
    actorId: created.id,
    subjectId: created.id,
  });
  return created.id;
}
