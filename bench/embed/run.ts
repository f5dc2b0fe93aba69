/**
 * Embed token verification benchmark (`npm run bench:embed`, SECURITY L7: JWT verification p99
 * ≤ 2 ms). Times what the embed view does for every request before it reads the dashboard: the
 * organization's key derived (`orgEmbedKey`, HKDF-SHA256) and the token verified
 * (`readEmbedToken`: jose's HS256 check, the claims' schema, the lifetime), one call at a time,
 * beside an anchor measured in the same run, alternating: the same cryptography by hand with
 * node:crypto (the HKDF, the HMAC of the token's signing input compared in constant time, the
 * payload parsed).
 *
 * Options: --samples <n> (20000), --json. Exits 1 when the goal is missed.
 */
import { createHmac, hkdfSync, randomUUID, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../apps/server/src/lib/security/keys';
import { orgEmbedKey } from '../../apps/server/src/modules/dashboards/embeds/embed-key';
import {
  readEmbedToken,
  signEmbedToken,
} from '../../apps/server/src/modules/dashboards/embeds/embed-token';
import { percentile } from '../ask/stats';
import { numberOption } from '../options';

const GOAL_P99_MS = 2;
const WARM_UP = 2_000;
const log = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const samples = numberOption('samples', 20_000);
  const appSecret = 'an-app-secret-for-the-embed-benchmark-0123456789';
  const orgId = randomUUID();
  const now = new Date();
  const token = await signEmbedToken(
    orgEmbedKey(appSecret, orgId, 1),
    { dashboardId: randomUUID(), orgId, embedId: randomUUID(), version: 1 },
    { issuedAt: now, expiresAt: new Date(now.getTime() + 86_400_000) },
  );
  const [header = '', payload = '', signature = ''] = token.split('.');
  const expected = Buffer.from(signature, 'base64url');
  // The app's embed root key, derived once per process as the server does.
  const root = deriveKey(appSecret, 'dashboard-embed');

  const subject = async () => {
    const read = await readEmbedToken(orgEmbedKey(appSecret, orgId, 1), token, {
      now,
      maxDays: 365,
    });
    if (!read.ok) throw new Error(`the token did not verify: ${read.reason}`);
  };
  const anchor = async () => {
    const key = Buffer.from(hkdfSync('sha256', root, 'tabletalk-embed', `${orgId}:1`, 32));
    const mac = createHmac('sha256', key).update(`${header}.${payload}`).digest();
    if (!timingSafeEqual(mac, expected)) throw new Error('the anchor did not verify');
    JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  };

  const times = { subject: [] as number[], anchor: [] as number[] };
  for (let index = -WARM_UP; index < samples; index += 1) {
    for (const [side, run] of [
      ['subject', subject],
      ['anchor', anchor],
    ] as const) {
      const started = performance.now();
      await run();
      if (index >= 0) times[side].push(performance.now() - started);
    }
  }
  const result = {
    samples,
    subject: { p50: percentile(times.subject, 50), p99: percentile(times.subject, 99) },
    anchor: { p50: percentile(times.anchor, 50), p99: percentile(times.anchor, 99) },
  };
  const passed = result.subject.p99 <= GOAL_P99_MS;
  if (process.argv.includes('--json')) log(JSON.stringify({ ...result, passed }));
  const ms = (value: number) => `${value.toFixed(3)} ms`;
  log(
    `embed token verification (key derived, token verified; ${samples} samples): p50 ` +
      `${ms(result.subject.p50)}, p99 ${ms(result.subject.p99)}; by hand with node:crypto p50 ` +
      `${ms(result.anchor.p50)}, p99 ${ms(result.anchor.p99)} → p99 ` +
      `${(result.subject.p99 / result.anchor.p99).toFixed(1)}× (goal p99 ≤ ${GOAL_P99_MS} ms) ` +
      `${passed ? 'ok' : 'MISSED'}`,
  );
  if (!passed) process.exitCode = 1;
}

await main();
