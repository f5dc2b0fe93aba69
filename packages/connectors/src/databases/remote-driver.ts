import type { RunOptions } from './session';

/** A result column as a driver describes it. */
export interface DriverColumn {
  name: string;
  /** The engine's type name (`int`, `NUMBER(38,0)`, `TIMESTAMP`...). */
  nativeType: string;
}

/** Rows as a driver read them, at most `maxRows`, and whether more existed. */
export interface DriverResult {
  columns: DriverColumn[];
  rows: unknown[][];
  truncated: boolean;
}

/** One running statement: its outcome, and a way to cancel it on the server. */
export interface DriverExecution {
  result: Promise<DriverResult>;
  cancel(): Promise<void>;
}

/**
 * The boundary between a connector and an engine's npm driver, for engines that cannot run on
 * this machine (SQL Server, Snowflake, BigQuery, Databricks): the connector builds every request
 * (SQL, options, limits) and the driver only carries it out. Tests replace the driver.
 */
export interface DriverClient<TRequest> {
  execute(request: TRequest, limits: RunOptions): DriverExecution;
  close(): Promise<void>;
}

/** Opens a driver client from the exact options the connector built. */
export type DriverFactory<TConfig, TRequest> = (config: TConfig) => Promise<DriverClient<TRequest>>;
