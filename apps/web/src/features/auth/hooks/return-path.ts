/**
 * Invitations the sign-in already accepted (the server joined the user as the session opened).
 * The auth screens redirect as soon as the session is stored, before the sign-in code navigates,
 * so the redirect itself must know not to go back to a used invitation.
 */
const acceptedInvites = new Set<string>();

/** Records that a sign-in carrying this invitation joined its organization. */
export function markInviteAccepted(invite: string | null): void {
  if (invite) acceptedInvites.add(invite);
}

/** Where to go once signed in: back to the invitation that sent the user here, else home. */
export function afterSignInPath(params: URLSearchParams): string {
  const invite = params.get('invite');
  return invite && !acceptedInvites.has(invite) ? `/invite/${encodeURIComponent(invite)}` : '/';
}

/** Carries the invitation (and email) across the sign-in, sign-up and confirm screens. */
export function authSearch(values: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
