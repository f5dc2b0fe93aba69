/** Load streams with autocannon: each stream a kind of request, at a rate or as fast as answered. */
import autocannon from 'autocannon';
import { percentile } from '../ask/stats';

export interface StreamOptions {
  baseUrl: string;
  /**
   * Virtual users of the stream, each with its own `requests`. autocannon opens at most one
   * connection per request a second of `rate`; each connection then sends, in turn, the requests
   * of the users it stands for, as many for each (10 people signing in once a second in all share
   * one connection, each still signing in every 10 s from their own address).
   */
  connections: number;
  /** Requests per second over all connections; none: each connection sends again once answered. */
  rate?: number;
  /** Seconds; or `amount` requests in all, each waited for. */
  duration?: number;
  amount?: number;
  /** The requests connection `index` sends in turn. */
  requests(index: number): autocannon.Request[];
}

export interface StreamResult {
  /** Each answer's time, ms. */
  latencies: number[];
  /** Answers counted by status code. */
  statuses: Record<string, number>;
  /** Connection errors and timeouts (no answer). */
  failures: number;
  seconds: number;
}

export interface StreamSummary {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers that were not 2xx, plus requests without an answer. */
  errors: number;
  statuses: Record<string, number>;
}

/** An address of the 10.0.0.0/8 block for client `index` (the proxy's X-Forwarded-For). */
export const clientAddress = (index: number) =>
  `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/**
 * How many connections carry a stream of `users` at `rate` requests/s. autocannon lowers the
 * connections to the rate when the rate is lower, and gives each connection a whole number of
 * requests a second (15/s over 10 connections: 5 at 2/s, 5 at 1/s). Each connection stands for as
 * many users as the others and sends as fast as the others, so every user keeps the same share of
 * the rate (uneven shares sent some people 60 questions a minute, the limit, and the run met 429s).
 */
export function streamConnections(users: number, rate?: number): number {
  let connections = rate ? Math.max(1, Math.min(users, Math.floor(rate))) : users;
  const evenRate = (count: number) => !rate || !Number.isInteger(rate) || rate % count === 0;
  while (connections > 1 && (users % connections !== 0 || !evenRate(connections))) {
    connections -= 1;
  }
  return connections;
}

/** Runs one stream to its end. */
export function runStream(options: StreamOptions): Promise<StreamResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const users = options.connections;
  const connections = streamConnections(users, options.rate);
  let next = 0;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.baseUrl,
        connections,
        ...(options.amount ? { amount: options.amount } : { duration: options.duration }),
        timeout: 30,
        ...(options.rate ? { overallRate: options.rate } : {}),
        setupClient: (client) => {
          const requests: autocannon.Request[] = [];
          for (let user = next; user < users; user += connections) {
            requests.push(...options.requests(user));
          }
          client.setRequests(requests);
          next += 1;
        },
      },
      (error, result) => {
        if (error) {
          reject(error);
          return;
        }
        resolve({
          latencies,
          statuses,
          failures: result.errors + result.timeouts,
          seconds: (performance.now() - started) / 1000,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, milliseconds) => {
      latencies.push(milliseconds);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

/** Several streams' results as one. */
export function merge(results: readonly StreamResult[]): StreamResult {
  const statuses: Record<string, number> = {};
  for (const result of results) {
    for (const [status, count] of Object.entries(result.statuses)) {
      statuses[status] = (statuses[status] ?? 0) + count;
    }
  }
  return {
    latencies: results.flatMap((result) => result.latencies),
    statuses,
    failures: results.reduce((sum, result) => sum + result.failures, 0),
    seconds: Math.max(0, ...results.map((result) => result.seconds)),
  };
}

export function summarizeStream(result: StreamResult): StreamSummary {
  const non2xx = Object.entries(result.statuses)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requests: result.latencies.length + result.failures,
    perSecond: result.latencies.length / Math.max(result.seconds, 1e-9),
    p50: percentile(result.latencies, 50),
    p95: percentile(result.latencies, 95),
    p99: percentile(result.latencies, 99),
    max: result.latencies.reduce((max, value) => Math.max(max, value), 0),
    errors: non2xx + result.failures,
    statuses: result.statuses,
  };
}

/** What `probeWhile` measured, and the work's own result. */
export interface Probed<T> {
  result: T;
  /** Each probe's time, ms, in order. */
  latencies: number[];
}

/**
 * Times `GET url` (a call that does no I/O on the server: `/api/config`) one at a time, one
 * starting every `everyMs` (or as soon as the last one answered, when it took longer), while
 * `work` runs: an outside measure of the server's event-loop lag under that work, each probe
 * including its HTTP round trip on loopback (about a millisecond).
 */
export async function probeWhile<T>(
  url: string,
  work: Promise<T>,
  everyMs = 50,
): Promise<Probed<T>> {
  const latencies: number[] = [];
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  const probe = async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      const wait = everyMs - (performance.now() - started);
      if (wait > 0 && !done) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  const [result] = await Promise.all([settled, probe()]);
  return { result, latencies };
}
