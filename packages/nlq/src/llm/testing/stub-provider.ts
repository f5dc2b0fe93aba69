import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stub received, with its body parsed as JSON. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: unknown;
}

/** What the stub does with one request: answer, or never answer (a hanging provider). */
export type StubReply = { status: number; body: unknown } | { hang: true };

export interface StubProvider {
  /** `http://127.0.0.1:<port>/v1`, the base URL the SDK providers expect. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replies used in order, one per request; when empty, `fallback` answers. */
  enqueue(...replies: StubReply[]): void;
  setFallback(reply: StubReply): void;
  /** Answers each request (when the queue is empty) from what it asks, as a fake model would. */
  setResponder(responder: (request: RecordedRequest) => StubReply): void;
  close(): Promise<void>;
}

function readBody(req: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Starts a local stand-in for an LLM provider on 127.0.0.1 and a random port. It answers every
 * path (`/v1/chat/completions`, `/v1/messages`) with the queued recorded replies, then with the
 * fallback or responder, and keeps every request for assertions. Test-only; never reaches the network.
 */
export async function startStubProvider(): Promise<StubProvider> {
  const requests: RecordedRequest[] = [];
  const queue: StubReply[] = [];
  let responder: (request: RecordedRequest) => StubReply = () => ({
    status: 500,
    body: { error: { message: 'no reply queued' } },
  });

  const server = createServer(async (req, res) => {
    const rawBody = await readBody(req);
    const request = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      rawBody,
      body: parseJson(rawBody),
    };
    requests.push(request);
    const reply = queue.shift() ?? responder(request);
    if ('hang' in reply) return;
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    setFallback: (reply) => {
      responder = () => reply;
    },
    setResponder: (answer) => {
      responder = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
