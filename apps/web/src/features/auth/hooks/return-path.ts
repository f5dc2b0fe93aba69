/** Where to go once signed in: back to the invitation that sent the user here, else home. */
export function afterSignInPath(params: URLSearchParams): string {
  const invite = params.get('invite');
  return invite ? `/invite/${encodeURIComponent(invite)}` : '/';
}

/** Carries the invitation (and email) across the sign-in, sign-up and confirm screens. */
export function authSearch(values: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
