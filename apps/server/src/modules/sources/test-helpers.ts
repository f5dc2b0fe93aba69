import { eq } from 'drizzle-orm';
import type { BuiltUser } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { organizations } from '../../core/identity';

/** A multipart body as a browser sends it (FormData through Response gives bytes and boundary). */
export async function multipartBody(
  file: { filename: string; content: string | Uint8Array; type?: string } | null,
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    const blob = new Blob([file.content], { type: file.type ?? 'text/csv' });
    form.append('file', blob, file.filename);
  }
  const response = new Response(form);
  const payload = Buffer.from(await response.arrayBuffer());
  return { payload, headers: { 'content-type': response.headers.get('content-type') ?? '' } };
}

/** A CSV of `rows` orders with columns id, region, amount (deterministic). */
export function ordersCsv(rows: number, extraColumns = 0): string {
  const extra = Array.from({ length: extraColumns }, (_, i) => `extra_${i + 1}`);
  const header = ['id', 'region', 'amount', ...extra].join(',');
  const regions = ['North', 'South', 'East', 'West'];
  const lines = Array.from({ length: rows }, (_, i) =>
    [i + 1, regions[i % 4], ((i * 37) % 1000) + 0.5, ...extra.map(() => i)].join(','),
  );
  return `${header}\n${lines.join('\n')}\n`;
}

/** POSTs a file to db/add-database as `user`. */
export async function upload(
  t: TestApp,
  user: Pick<BuiltUser, 'headers'>,
  content: string | Uint8Array,
  options: { filename?: string; name?: string; url?: string } = {},
) {
  const body = await multipartBody(
    { filename: options.filename ?? 'orders.csv', content },
    options.name ? { name: options.name } : {},
  );
  return t.app.inject({
    method: 'POST',
    url: options.url ?? '/api/db/add-database',
    payload: body.payload,
    headers: { ...user.headers, ...body.headers },
  });
}

/** Puts an organization on a plan. */
export async function setPlan(t: TestApp, orgId: string, plan: string): Promise<void> {
  await t.ctx.db.update(organizations).set({ plan }).where(eq(organizations.id, orgId));
}

/** GET as a user. */
export function get(t: TestApp, user: Pick<BuiltUser, 'headers'>, url: string) {
  return t.app.inject({ method: 'GET', url, headers: user.headers });
}
export {
  CANARY,
  connection,
  createFixtureDatabase,
  deadPorts,
  mariadbAnswers,
  SERVER_URL,
  serverAnswers,
} from './pg-fixture';
export { pickWeighted, SAMPLE_ROW_COUNT, seededRandom, writeSampleSalesCsv } from './uploads';
