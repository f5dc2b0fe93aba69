/** The load phases of the ask benchmark: many users asking at once, with autocannon. */
import type { EventLoopUtilization } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { seededRandom } from '../../apps/server/src/modules/sources/test-helpers';
import { askPath } from './questions';
import type { BenchUser } from './setup';
import { type LatencySummary, summarize } from './stats';

export interface LoadOptions {
  baseUrl: string;
  users: BenchUser[];
  /** The questions each user asks in turn. */
  questions: readonly string[];
  connections: number;
  duration: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  non2xx: number;
  /** The answers that were not 2xx, counted by status and error code ("429 QUERY_QUEUE_FULL"). */
  refusals: Record<string, number>;
  throughput: number;
  latency: LatencySummary;
  /**
   * How busy the main thread was (0–1) and its busy milliseconds per question: the server and the
   * load generator share it, so this is what one question costs the thread that serves requests,
   * a figure the other processes on a shared machine disturb far less than latency.
   */
  mainThread: { utilization: number; msPerQuestion: number };
}

/** The main thread's event-loop use since `start`, per answered question. */
function mainThreadUse(start: EventLoopUtilization, questions: number) {
  const used = performance.eventLoopUtilization(start);
  return { utilization: used.utilization, msPerQuestion: used.active / Math.max(questions, 1) };
}

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
 * seconds, each asking again as soon as answered. Latencies are each response's own time.
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
  const loopStart = performance.eventLoopUtilization();
  const result = await runAutocannon(
    {
      url: options.baseUrl,
      connections: options.connections,
      duration: options.duration,
      setupClient,
    },
    (milliseconds) => latencies.push(milliseconds),
  );
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    refusals: {},
    throughput: result.requests.average,
    latency: summarize(latencies),
    mainThread: mainThreadUse(loopStart, result.requests.total),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * People asking: `connections` users (of `users`, in turn), each reading the answer for a think
 * time drawn from an exponential distribution of mean `thinkMs` before asking the next question,
 * so that questions arrive unsynchronized as from real users (autocannon's fixed rates fire every
 * connection at the same instant each second). Latencies are each answer's own time.
 */
export async function measureThinkingUsers(
  options: LoadOptions & { thinkMs: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const refusals: Record<string, number> = {};
  const random = seededRandom(42);
  const think = () => -Math.log(1 - random()) * options.thinkMs;
  const started = performance.now();
  const loopStart = performance.eventLoopUtilization();
  const deadline = started + options.duration * 1000;
  const person = async (index: number) => {
    const user = options.users[index % options.users.length] as BenchUser;
    await sleep(random() * options.thinkMs);
    for (let asked = 0; performance.now() < deadline; asked += 1) {
      const question = options.questions[asked % options.questions.length] ?? '';
      const sent = performance.now();
      try {
        const response = await fetch(`${options.baseUrl}${askPath(user, question)}`, {
          headers: user.headers,
        });
        const body = await response.text();
        latencies.push(performance.now() - sent);
        if (response.status < 200 || response.status >= 300) {
          non2xx += 1;
          const kind = `${response.status} ${errorCodeOf(body)}`;
          refusals[kind] = (refusals[kind] ?? 0) + 1;
        }
      } catch {
        errors += 1;
      }
      await sleep(think());
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, index) => person(index)));
  const seconds = (performance.now() - started) / 1000;
  return {
    requests: latencies.length + errors,
    errors,
    non2xx,
    refusals,
    throughput: latencies.length / seconds,
    latency: summarize(latencies),
    mainThread: mainThreadUse(loopStart, latencies.length),
  };
}

/** The error code of an error answer's body (`{ code }` or `{ error: { code } }`), or '?'. */
function errorCodeOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; error?: { code?: unknown } };
    return String(parsed.code ?? parsed.error?.code ?? '?');
  } catch {
    return '?';
  }
}
