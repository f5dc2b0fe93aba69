import type { DriverFactory, DriverResult } from './remote-driver';
import type { RunOptions } from './session';

/*
 * Test support (not part of the package API): a driver that records what the connector asked
 * for and answers from a script, standing in for SQL Server, Snowflake, BigQuery and
 * Databricks, which cannot run on this machine.
 */

/** An answer: rows, an error to throw, or a statement that runs until cancelled. */
export type FakeAnswer = DriverResult | Error | { hangUntilCancelled: Error };

/** A scripted result with named columns. */
export function rows(
  columns: [string, string][],
  data: unknown[][],
  truncated = false,
): DriverResult {
  return {
    columns: columns.map(([name, nativeType]) => ({ name, nativeType })),
    rows: data,
    truncated,
  };
}

export function fakeDriver<TConfig, TRequest>(answer: (request: TRequest) => FakeAnswer) {
  const calls = {
    configs: [] as TConfig[],
    requests: [] as TRequest[],
    limits: [] as RunOptions[],
    cancels: 0,
    closed: 0,
  };
  const factory: DriverFactory<TConfig, TRequest> = async (config) => {
    calls.configs.push(config);
    return {
      execute(request, limits) {
        calls.requests.push(request);
        calls.limits.push(limits);
        const scripted = answer(request);
        let onCancel: () => void = () => undefined;
        const result = new Promise<DriverResult>((resolve, reject) => {
          if (scripted instanceof Error) reject(scripted);
          else if ('hangUntilCancelled' in scripted)
            onCancel = () => reject(scripted.hangUntilCancelled);
          else resolve(scripted);
        });
        return {
          result,
          cancel: async () => {
            calls.cancels += 1;
            onCancel();
          },
        };
      },
      close: async () => {
        calls.closed += 1;
      },
    };
  };
  return { factory, calls };
}

/** An error shaped like a driver's: a message plus whatever fields the driver sets. */
export function driverError(message: string, fields: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), fields);
}

/** A resolver stub answering one public address for every name. */
export const publicDns = async () => [{ address: '93.184.216.34', family: 4 }];
