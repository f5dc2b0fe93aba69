import {
  AppError,
  type AuthSession,
  authSessionSchema,
  type ErrorCode,
  errorTable,
} from '@tabletalk/contracts';
import type { z } from 'zod';

/** 401 codes that end the session for good: no refresh, tell the user, sign out. */
export type SessionEndCode = 'SESSION_REPLACED' | 'TOKEN_EXPIRED';

export interface Scope {
  organizationId: string | null;
  teamId: string | null;
}

/** Everything the client needs from the outside world, injected so tests can fake it. */
export interface ApiClientDeps {
  baseUrl?: string;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  getToken: () => string | null;
  getScope: () => Scope;
  /** A refresh succeeded: store the new token and user. */
  onRefreshed: (session: AuthSession) => void;
  /** The refresh was refused: the app signs out and goes to /login. */
  onRefreshFailed: () => void;
  /** Called once per token when the server ends the session (replaced or expired). */
  onSessionEnded: (code: SessionEndCode) => void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<S extends z.ZodType> {
  method?: Method;
  body?: unknown;
  query?: Record<string, QueryValue>;
  schema: S;
  signal?: AbortSignal;
  /** false for calls whose 401 must not start the refresh flow (sign-out). */
  refreshOnUnauthorized?: boolean;
}

type Options<S extends z.ZodType> = Omit<RequestOptions<S>, 'schema' | 'method' | 'body'>;
/** What goes on the wire; the schema only matters once the answer is read. */
type SendOptions = Omit<RequestOptions<z.ZodType>, 'schema'>;

export interface ApiClient {
  request<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.output<S>>;
  get<S extends z.ZodType>(path: string, schema: S, options?: Options<S>): Promise<z.output<S>>;
  post<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    options?: Options<S>,
  ): Promise<z.output<S>>;
  put<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    options?: Options<S>,
  ): Promise<z.output<S>>;
  delete<S extends z.ZodType>(
    path: string,
    schema: S,
    options?: Options<S> & { body?: unknown },
  ): Promise<z.output<S>>;
  /**
   * A call answered with bytes rather than JSON (audio, files): same headers, refresh and errors
   * as `request`, resolved with the body as a Blob.
   */
  blob(path: string, options?: SendOptions): Promise<Blob>;
  /** One refresh at a time: concurrent callers share it. Resolves to the new token or null. */
  refreshSession(): Promise<string | null>;
}

const SESSION_END_CODES: readonly ErrorCode[] = ['SESSION_REPLACED', 'TOKEN_EXPIRED'];

/** Status-derived codes for error responses without a JSON body (proxies, gateways). */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503 || status === 502 || status === 504) return 'SERVICE_UNAVAILABLE';
  return 'INTERNAL';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function toAppError(response: Response): Promise<AppError> {
  const body = await readJson(response);
  const hasCode =
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    typeof body.code === 'string' &&
    body.code in errorTable;
  if (hasCode) return AppError.fromBody(body as Parameters<typeof AppError.fromBody>[0]);
  return new AppError(codeForStatus(response.status));
}

function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The one HTTP client of the web app. Adds the bearer token and the organization/team scope
 * headers, parses every answer with its contracts schema, throws `AppError` on failure and never
 * shows anything itself. A 401 UNAUTHENTICATED starts one shared refresh; every request that
 * failed meanwhile waits for it and is replayed once with the new token.
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const baseUrl = deps.baseUrl ?? '/api';
  let refreshing: Promise<string | null> | null = null;
  let endedForToken: string | null = null;

  async function send(path: string, options: SendOptions, token: string | null) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const scope = deps.getScope();
    if (scope.organizationId) headers['x-organization-id'] = scope.organizationId;
    if (scope.teamId) headers['x-team-id'] = scope.teamId;
    const hasBody = options.body !== undefined;
    if (hasBody) headers['content-type'] = 'application/json';
    try {
      return await deps.fetch(`${baseUrl}/${path.replace(/^\//, '')}${buildQuery(options.query)}`, {
        method: options.method ?? 'GET',
        headers,
        body: hasBody ? JSON.stringify(options.body) : undefined,
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new AppError('SERVICE_UNAVAILABLE', { details: String(error) });
    }
  }

  async function doRefresh(): Promise<string | null> {
    let response: Response;
    try {
      response = await deps.fetch(`${baseUrl}/auth/refresh`, {
        method: 'POST',
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      });
    } catch {
      // Offline is not a refused session: keep the user signed in and let the call fail.
      return null;
    }
    const parsed = response.ok ? authSessionSchema.safeParse(await readJson(response)) : null;
    if (!parsed?.success) {
      deps.onRefreshFailed();
      return null;
    }
    deps.onRefreshed(parsed.data);
    return parsed.data.token;
  }

  function refreshSession(): Promise<string | null> {
    if (!refreshing) {
      refreshing = doRefresh().finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  function reportSessionEnd(error: AppError, token: string | null): void {
    if (!token || !SESSION_END_CODES.includes(error.code) || endedForToken === token) return;
    endedForToken = token;
    deps.onSessionEnded(error.code as SessionEndCode);
  }

  async function fail(response: Response, token: string | null): Promise<never> {
    const error = await toAppError(response);
    reportSessionEnd(error, token);
    throw error;
  }

  /** Sends once, and once more after a shared refresh when the token had expired. */
  async function exchange(path: string, options: SendOptions): Promise<Response> {
    const token = deps.getToken();
    let response = await send(path, options, token);
    let usedToken = token;
    if (response.status === 401 && token && options.refreshOnUnauthorized !== false) {
      const error = await toAppError(response.clone());
      if (error.code === 'UNAUTHENTICATED') {
        // Another call may have refreshed (or signed out) while this one was in flight: follow
        // its outcome instead of starting a second refresh.
        const current = deps.getToken();
        const fresh = current === token ? await refreshSession() : current;
        if (!fresh) throw error;
        usedToken = fresh;
        response = await send(path, options, fresh);
      }
    }
    if (!response.ok) return fail(response, usedToken);
    return response;
  }

  async function request<S extends z.ZodType>(
    path: string,
    options: RequestOptions<S>,
  ): Promise<z.output<S>> {
    const response = await exchange(path, options);
    const parsed = options.schema.safeParse(await readJson(response));
    if (!parsed.success) {
      throw new AppError('INTERNAL', { details: { path, issues: parsed.error.issues } });
    }
    return parsed.data;
  }

  async function blob(path: string, options: SendOptions = {}): Promise<Blob> {
    const response = await exchange(path, options);
    return response.blob();
  }

  return {
    request,
    blob,
    refreshSession,
    get: (path, schema, options) => request(path, { ...options, schema, method: 'GET' }),
    post: (path, body, schema, options) =>
      request(path, { ...options, schema, body, method: 'POST' }),
    put: (path, body, schema, options) =>
      request(path, { ...options, schema, body, method: 'PUT' }),
    delete: (path, schema, options) => request(path, { ...options, schema, method: 'DELETE' }),
  };
}
