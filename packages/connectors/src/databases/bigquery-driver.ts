import type { BigQueryOptions, Job, Query } from '@google-cloud/bigquery';
import type { DriverColumn, DriverExecution, DriverFactory, DriverResult } from './remote-driver';
import type { RunOptions } from './session';

/** The query job exactly as the connector built it. */
export type BigQueryRequest = Query;

/**
 * BigQuery wraps INT64, DATE, DATETIME, TIME and TIMESTAMP in objects with a string `value`,
 * and NUMERIC in Big.js numbers; unwrap them to their exact text.
 */
export function bigQueryValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(bigQueryValue);
  if (value instanceof Uint8Array || value instanceof Date) return value;
  const wrapped = (value as { value?: unknown }).value;
  if (typeof wrapped === 'string') return wrapped;
  if (Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, bigQueryValue(item)]),
    );
  }
  return String(value);
}

type SchemaResponse =
  | { schema?: { fields?: { name?: string | null; type?: string | null }[] } }
  | undefined;

async function readRows(job: Job, limits: RunOptions): Promise<DriverResult> {
  const [rows, nextQuery, response] = await job.getQueryResults({
    maxResults: limits.maxRows + 1,
    autoPaginate: false,
    timeoutMs: limits.timeoutMs,
    wrapIntegers: true,
  });
  const fields = (response as SchemaResponse)?.schema?.fields ?? [];
  const columns: DriverColumn[] = fields.map((field) => ({
    name: field.name ?? '',
    nativeType: (field.type ?? 'STRING').toLowerCase(),
  }));
  const arrays = rows.map((row) => columns.map((column) => bigQueryValue(row[column.name])));
  return {
    columns,
    rows: arrays.slice(0, limits.maxRows),
    truncated: arrays.length > limits.maxRows || Boolean(nextQuery?.pageToken),
  };
}

/**
 * The real BigQuery driver (`@google-cloud/bigquery`, loaded on first use). Each statement is
 * a query job, so jobTimeoutMs and maximumBytesBilled are enforced by BigQuery, and cancel()
 * cancels the job.
 */
export const bigqueryDriver: DriverFactory<BigQueryOptions, BigQueryRequest> = async (options) => {
  const { BigQuery } = await import('@google-cloud/bigquery');
  const client = new BigQuery(options);
  return {
    execute(request: BigQueryRequest, limits: RunOptions): DriverExecution {
      let job: Job | null = null;
      const result = (async () => {
        const [created] = await client.createQueryJob(request);
        job = created;
        return readRows(created, limits);
      })();
      return {
        result,
        cancel: async () => {
          await (job as Job | null)?.cancel();
        },
      };
    },
    close: async () => undefined,
  };
};
