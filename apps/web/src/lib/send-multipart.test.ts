import { AppError } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ProgressLike, sendMultipart, type XhrLike } from './send-multipart';

/** A scripted XMLHttpRequest: the test drives progress and the answer. */
class FakeXhr implements XhrLike {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  aborted = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressLike) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const schema = z.object({ _id: z.string() });

function start(extra: { signal?: AbortSignal } = {}) {
  const xhr = new FakeXhr();
  const progress: number[] = [];
  const bytes: string[] = [];
  const body = new FormData();
  body.set('name', 'Sales');
  const promise = sendMultipart({
    url: '/api/db/add-database',
    body,
    headers: { authorization: 'Bearer t', 'x-team-id': 'team1' },
    schema,
    onProgress: (fraction, sent) => {
      progress.push(fraction);
      bytes.push(`${sent.loaded}/${sent.total}`);
    },
    createXhr: () => xhr,
    ...extra,
  });
  return { xhr, progress, bytes, promise, body };
}

describe('sendMultipart', () => {
  it('posts the form with the headers and reports progress up to 1, with the bytes', async () => {
    const { xhr, progress, bytes, promise, body } = start();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/db/add-database');
    expect(xhr.headers).toEqual({ authorization: 'Bearer t', 'x-team-id': 'team1' });
    expect(xhr.sent).toBe(body);
    xhr.progress(25, 100);
    xhr.progress(10, 0, false);
    xhr.progress(100, 100);
    xhr.answer(200, { _id: 's1', extra: true });
    await expect(promise).resolves.toEqual({ _id: 's1' });
    expect(progress).toEqual([0.25, 1, 1]);
    expect(bytes).toEqual(['25/100', '100/100', '100/100']);
  });

  it('rejects with the server error, keeping its message', async () => {
    const { xhr, promise } = start();
    xhr.answer(402, { code: 'PLAN_LIMIT', message: 'Basic allows 15 columns; Pro allows 50.' });
    await expect(promise).rejects.toMatchObject({
      code: 'PLAN_LIMIT',
      message: 'Basic allows 15 columns; Pro allows 50.',
    });
  });

  it('derives the code from the status when there is no error body', async () => {
    const { xhr, promise } = start();
    xhr.answer(413, '<html>Request Entity Too Large</html>');
    await expect(promise).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
  });

  it('reports a network failure as SERVICE_UNAVAILABLE', async () => {
    const { xhr, promise } = start();
    xhr.onerror?.();
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('rejects answers that do not match the schema', async () => {
    const { xhr, promise } = start();
    xhr.answer(200, { id: 'wrong' });
    await expect(promise).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('aborts the request through the signal', async () => {
    const controller = new AbortController();
    const { xhr, promise } = start({ signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });

  it('does not send when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { xhr, promise } = start({ signal: controller.signal });
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.sent).toBeNull();
  });
});
