import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD, signUpUnconfirmed, uniqueEmail } from '../support/accounts';
import { type RunningServer, startServer } from '../support/server';

/**
 * SECURITY F4, timing: the routes that take an address answer a known one and an unknown one in
 * the same time, not only with the same words. Measured on the real server (its job queue, so
 * what a request leaves to a job runs off the request's clock, as in production) over HTTP:
 * each route is called with known and unknown addresses in turn, a fresh address each call (no
 * per-address throttle differs), with a pause after each call for the jobs it queued, and the
 * medians compared. The work that would tell the two apart is an Argon2 hash or verification
 * (15 ms here): a route that skipped it for one side would answer that side several times faster,
 * far outside the bound, which leaves room for a busy machine. Smaller differences (a code issued
 * in the request) are kept off the request by the routes' own tests: each only queues one job.
 */
const SAMPLES = 9;
const WARM_UP = 2;
/**
 * What the test accepts between the two medians: the slower within 1.5× the faster, or within
 * 2 ms of it (a few milliseconds of a busy machine's noise on routes that answer in 4 ms).
 */
const MOST_RATIO = 1.5;
const MOST_GAP_MS = 2;
const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const SIGNUP_ID = /"signupId":"[^"]*"/;
/** Time for the jobs a call queued (emails, codes) to run before the next call is timed. */
const PAUSE_MS = 150;

interface Timed {
  known: number;
  unknown: number;
  ratio: number;
  /** Whether the two medians are as close as the test accepts. */
  alike: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

describe('no account enumeration by timing (SECURITY F4)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  const post = (path: string, body: unknown) =>
    fetch(`${server.url}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** Addresses of accounts made ahead, so making them is not timed. */
  async function accounts(count: number, confirmed: boolean): Promise<string[]> {
    const made: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const email = uniqueEmail(confirmed ? 'timing-known' : 'timing-waiting');
      await (confirmed ? createAccount : signUpUnconfirmed)(server, email);
      made.push(email);
    }
    await sleep(PAUSE_MS);
    return made;
  }

  /**
   * Times `call` with the known addresses and as many unknown ones, alternating; both sides must
   * get the same status and body.
   */
  async function timeBoth(
    known: string[],
    call: (email: string) => Promise<Response>,
  ): Promise<Timed> {
    const times = { known: [] as number[], unknown: [] as number[] };
    const answers = new Set<string>();
    for (let sample = -WARM_UP; sample < SAMPLES; sample += 1) {
      for (const side of ['known', 'unknown'] as const) {
        const email = side === 'known' ? known.pop() : uniqueEmail('timing-unknown');
        if (!email) throw new Error('not enough known accounts');
        const started = performance.now();
        const res = await call(email);
        const body = await res.text();
        const elapsed = performance.now() - started;
        // The same answer but for what names this call: its address, request and flow ids.
        answers.add(
          `${res.status} ${body.replaceAll(email, '<email>').replace(UUIDS, '<id>').replace(SIGNUP_ID, '<signup>')}`,
        );
        if (sample >= 0) times[side].push(elapsed);
        await sleep(PAUSE_MS);
      }
    }
    expect([...answers]).toHaveLength(1);
    const result = { known: median(times.known), unknown: median(times.unknown) };
    const faster = Math.min(result.known, result.unknown);
    const slower = Math.max(result.known, result.unknown);
    const ratio = slower / faster;
    return { ...result, ratio, alike: ratio <= MOST_RATIO || slower - faster <= MOST_GAP_MS };
  }

  const count = SAMPLES + WARM_UP;

  it('answers a wrong password of a known address as slowly as an unknown address', async () => {
    const timed = await timeBoth(await accounts(count, true), (email) =>
      post('auth/signin', { email, password: 'not the password at all' }),
    );
    expect(timed.alike, JSON.stringify(timed)).toBe(true);
  });

  it('signs up a known address as slowly as a new one', async () => {
    const timed = await timeBoth(await accounts(count, true), (email) =>
      post('auth/signup', { email, password: PASSWORD, givenName: 'Ada', familyName: 'Lovelace' }),
    );
    expect(timed.alike, JSON.stringify(timed)).toBe(true);
  });

  it('asks for a password reset of a known address as slowly as of an unknown one', async () => {
    const timed = await timeBoth(await accounts(count, true), (email) =>
      post('auth/forgot-password', { email }),
    );
    expect(timed.alike, JSON.stringify(timed)).toBe(true);
  });

  it('resends a code to an unconfirmed address as slowly as to an unknown one', async () => {
    const timed = await timeBoth(await accounts(count, false), (email) =>
      post('auth/resend-code', { email }),
    );
    expect(timed.alike, JSON.stringify(timed)).toBe(true);
  });
});
