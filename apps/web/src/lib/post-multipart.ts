import type { z } from 'zod';
import { api } from './api';
import { hasCode } from './errors';
import { sendMultipart, type UploadProgressHandler } from './send-multipart';
import { sessionStore } from './session';

/** Bearer and scope headers, built from the session store as the API client builds them. */
function sessionHeaders(): Record<string, string> {
  const { auth, org } = sessionStore.get();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (org.selectedOrganizationId) headers['x-organization-id'] = org.selectedOrganizationId;
  if (org.selectedTeamId) headers['x-team-id'] = org.selectedTeamId;
  return headers;
}

export interface MultipartOptions {
  onProgress?: UploadProgressHandler;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form under /api with upload progress. An expired token goes through the
 * API client's shared refresh, then the form is sent once more (progress restarts at 0).
 */
export async function postMultipart<S extends z.ZodType>(
  path: string,
  body: FormData,
  schema: S,
  options: MultipartOptions = {},
): Promise<z.output<S>> {
  const send = () =>
    sendMultipart({ url: `/api/${path}`, body, schema, headers: sessionHeaders(), ...options });
  const token = sessionStore.get().auth.token;
  try {
    return await send();
  } catch (error) {
    if (!token || !hasCode(error, 'UNAUTHENTICATED')) throw error;
    const fresh = await api.refreshSession();
    if (!fresh) throw error;
    options.onProgress?.(0, { loaded: 0, total: 0 });
    return send();
  }
}
