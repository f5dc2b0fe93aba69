import type {
  ConnectionOptions,
  RowStatement,
  Connection as SnowflakeConnection,
} from 'snowflake-sdk';
import type { DriverColumn, DriverExecution, DriverFactory, DriverResult } from './remote-driver';
import type { RunOptions } from './session';

/** One statement for Snowflake, with the session statements that must precede it. */
export interface SnowflakeRequest {
  /** Run first, in order (the statement timeout). */
  setup: string[];
  statement: {
    sqlText: string;
    binds: (string | number | boolean | null)[];
    parameters: Record<string, unknown>;
  };
}

type SdkColumn = {
  getName(): string;
  getType(): string;
  getPrecision(): number;
  getScale(): number;
};

/** Snowflake's column type as a type name the shared mapper reads (`fixed` → NUMBER(p,s)). */
export function snowflakeNativeType(column: SdkColumn): string {
  const type = column.getType().toLowerCase();
  if (type === 'fixed') return `number(${column.getPrecision()},${column.getScale()})`;
  if (type === 'real') return 'float';
  return type;
}

function runToEnd(connection: SnowflakeConnection, sqlText: string): Promise<void> {
  return new Promise((resolve, reject) => {
    connection.execute({ sqlText, complete: (error) => (error ? reject(error) : resolve()) });
  });
}

function readRows(statement: RowStatement, maxRows: number): Promise<DriverResult> {
  const columns: DriverColumn[] = (statement.getColumns() ?? []).map((column) => ({
    name: column.getName(),
    nativeType: snowflakeNativeType(column),
  }));
  const total = statement.getNumRows();
  const wanted = Math.min(total, maxRows);
  if (wanted === 0) return Promise.resolve({ columns, rows: [], truncated: total > maxRows });
  return new Promise((resolve, reject) => {
    const rows: unknown[][] = [];
    // Only the rows we keep are fetched; the rest of the result stays on Snowflake.
    const stream = statement.streamRows({ start: 0, end: wanted - 1 });
    stream.on('data', (row: unknown[]) => rows.push(row));
    stream.on('error', reject);
    stream.on('end', () => resolve({ columns, rows, truncated: total > maxRows }));
  });
}

/**
 * The real Snowflake driver (`snowflake-sdk`, loaded on first use). Statements stream their
 * rows, and cancel() cancels the statement on Snowflake.
 */
export const snowflakeDriver: DriverFactory<ConnectionOptions, SnowflakeRequest> = async (
  options,
) => {
  const sdk = (await import('snowflake-sdk')).default;
  // The SDK logs to a file in the working directory by default; keep only errors, on stderr.
  sdk.configure({ logLevel: 'ERROR', additionalLogToConsole: true });
  const connection = sdk.createConnection(options);
  await connection.connectAsync();
  return {
    execute(request: SnowflakeRequest, limits: RunOptions): DriverExecution {
      let running: RowStatement | null = null;
      const result = (async () => {
        for (const sqlText of request.setup) await runToEnd(connection, sqlText);
        return new Promise<DriverResult>((resolve, reject) => {
          running = connection.execute({
            ...request.statement,
            streamResult: true,
            rowMode: 'array',
            complete: (error, statement) => {
              if (error) reject(error);
              else readRows(statement as RowStatement, limits.maxRows).then(resolve, reject);
            },
          }) as RowStatement;
        });
      })();
      return {
        result,
        cancel: () =>
          new Promise((resolve) => (running ? running.cancel(() => resolve()) : resolve())),
      };
    },
    close: () => new Promise((resolve) => connection.destroy(() => resolve())),
  };
};
