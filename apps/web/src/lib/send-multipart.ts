import { AppError, type ErrorCode, errorTable } from '@tabletalk/contracts';
import type { z } from 'zod';

/** The part of XMLHttpRequest the upload uses, so tests can pass a fake. */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: ProgressLike) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

export type ProgressLike = Pick<ProgressEvent, 'loaded' | 'total' | 'lengthComputable'>;

/** Bytes of the request body sent so far, of `total` (the whole body, form fields included). */
export interface UploadBytes {
  loaded: number;
  total: number;
}

/**
 * Share of the body sent, 0–1, with the bytes behind it; not called when the browser cannot tell
 * the total.
 */
export type UploadProgressHandler = (fraction: number, bytes: UploadBytes) => void;

export interface MultipartRequest<S extends z.ZodType> {
  url: string;
  body: FormData;
  headers: Record<string, string>;
  schema: S;
  onProgress?: UploadProgressHandler;
  signal?: AbortSignal;
  createXhr?: () => XhrLike;
}

/** Status-derived codes for answers without an error body (proxies, body-size limits). */
function codeForStatus(status: number): ErrorCode {
  const byStatus: Record<number, ErrorCode> = {
    401: 'UNAUTHENTICATED',
    402: 'PLAN_LIMIT',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    413: 'FILE_TOO_LARGE',
    429: 'RATE_LIMITED',
    502: 'SERVICE_UNAVAILABLE',
    503: 'SERVICE_UNAVAILABLE',
    504: 'SERVICE_UNAVAILABLE',
  };
  return byStatus[status] ?? 'INTERNAL';
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function toAppError(status: number, body: unknown): AppError {
  const hasKnownCode =
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    typeof body.code === 'string' &&
    body.code in errorTable;
  if (hasKnownCode) return AppError.fromBody(body as Parameters<typeof AppError.fromBody>[0]);
  return new AppError(codeForStatus(status));
}

/**
 * Sends a multipart form with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * Resolves with the answer parsed by `schema`; rejects with `AppError` like the API client
 * (server error body, else a code from the status; SERVICE_UNAVAILABLE when offline), or with
 * an `AbortError` DOMException when `signal` aborts.
 */
export function sendMultipart<S extends z.ZodType>(request: MultipartRequest<S>) {
  const xhr = request.createXhr?.() ?? (new XMLHttpRequest() as XhrLike);
  return new Promise<z.output<S>>((resolve, reject) => {
    const abort = () => xhr.abort();
    const cleanUp = () => request.signal?.removeEventListener('abort', abort);
    if (request.signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    request.signal?.addEventListener('abort', abort);
    xhr.open('POST', request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    let sent: UploadBytes | null = null;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        sent = { loaded: Math.min(event.loaded, event.total), total: event.total };
        request.onProgress?.(sent.loaded / sent.total, sent);
      }
    };
    xhr.onload = () => {
      cleanUp();
      const body = parseJson(xhr.responseText);
      const isOk = xhr.status >= 200 && xhr.status < 300;
      if (!isOk) return reject(toAppError(xhr.status, body));
      // The last progress event may never come (a small body); the answer means all was sent.
      const total = sent?.total ?? 0;
      request.onProgress?.(1, { loaded: total, total });
      const parsed = request.schema.safeParse(body);
      if (parsed.success) return resolve(parsed.data);
      reject(
        new AppError('INTERNAL', { details: { url: request.url, issues: parsed.error.issues } }),
      );
    };
    xhr.onerror = () => {
      cleanUp();
      reject(new AppError('SERVICE_UNAVAILABLE'));
    };
    xhr.onabort = () => {
      cleanUp();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    xhr.send(request.body);
  });
}
