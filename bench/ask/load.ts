/** The load phases of the ask benchmark: many users asking at once, with autocannon. */
import autocannon from 'autocannon';
import type { BenchUser } from './setup';
import { type LatencySummary, summarize } from './stats';

export interface LoadOptions {
  baseUrl: string;
  users: BenchUser[];
  /** The questions each user asks in turn. */
  questions: readonly string[];
  connections: number;
  duration: number;
  /** Questions per second each user asks; unset, each asks again as soon as answered. */
  ratePerUser?: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  non2xx: number;
  throughput: number;
  latency: LatencySummary;
}

export const askPath = (user: BenchUser, question: string) =>
  `/api/db/init-conversation?text=${encodeURIComponent(question)}&id=${user.sourceId}&room=${user.roomId}`;

/** Runs autocannon to the end, passing each response's time in ms to `onResponse`. */
function runAutocannon(
  options: autocannon.Options,
  onResponse: (milliseconds: number) => void,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    instance.on('response', (_client, _status, _bytes, milliseconds) => onResponse(milliseconds));
  });
}

/**
 * Every connection is one user of `users` (in turn) asking `questions` in a loop for `duration`
 * seconds, back to back or at `ratePerUser`. Latencies are each response's own time.
 */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let nextUser = 0;
  const setupClient = (client: autocannon.Client) => {
    const user = options.users[nextUser % options.users.length] as BenchUser;
    nextUser += 1;
    client.setRequests(
      options.questions.map((question) => ({
        method: 'GET' as const,
        path: askPath(user, question),
        headers: user.headers,
      })),
    );
  };
  const result = await runAutocannon(
    {
      url: options.baseUrl,
      connections: options.connections,
      duration: options.duration,
      connectionRate: options.ratePerUser,
      setupClient,
    },
    (milliseconds) => latencies.push(milliseconds),
  );
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    throughput: result.requests.average,
    latency: summarize(latencies),
  };
}
