import type {
  ConnectionOptions,
  OpenSessionRequest,
} from '@databricks/sql/dist/contracts/IDBSQLClient';
import type { ExecuteStatementOptions } from '@databricks/sql/dist/contracts/IDBSQLSession';
import type IOperation from '@databricks/sql/dist/contracts/IOperation';
import type { DriverColumn, DriverExecution, DriverFactory, DriverResult } from './remote-driver';
import type { RunOptions } from './session';

/** What the connector hands the Databricks driver: where to connect and the session to open. */
export interface DatabricksDriverConfig {
  connection: ConnectionOptions & { token: string };
  session: OpenSessionRequest;
}

/** One statement for Databricks, with the session statements that must precede it. */
export interface DatabricksRequest {
  setup: string[];
  sql: string;
  options: ExecuteStatementOptions;
}

/** Thrift TTypeId numbers → type names the shared mapper reads. */
const TYPE_NAMES = [
  'boolean',
  'tinyint',
  'smallint',
  'int',
  'bigint',
  'float',
  'double',
  'string',
  'timestamp',
  'binary',
  'array',
  'map',
  'struct',
  'union',
  'user_defined',
  'decimal',
  'null',
  'date',
  'varchar',
  'char',
  'interval',
  'interval',
];

async function readRows(operation: IOperation, maxRows: number): Promise<DriverResult> {
  const schema = await operation.getSchema();
  const descriptions = schema?.columns ?? [];
  const columns: DriverColumn[] = descriptions.map((column) => ({
    name: column.columnName,
    nativeType: TYPE_NAMES[column.typeDesc.types[0]?.primitiveEntry?.type ?? 7] ?? 'string',
  }));
  const rows: Record<string, unknown>[] = [];
  // Fetch only up to one row past the cap; the rest is never transferred.
  while (rows.length <= maxRows && (await operation.hasMoreRows())) {
    const chunk = await operation.fetchChunk({
      maxRows: maxRows + 1 - rows.length,
      disableBuffering: true,
    });
    if (chunk.length === 0) break;
    rows.push(...(chunk as Record<string, unknown>[]));
  }
  const truncated = rows.length > maxRows || (await operation.hasMoreRows());
  return {
    columns,
    rows: rows.slice(0, maxRows).map((row) => columns.map((column) => row[column.name])),
    truncated,
  };
}

/**
 * The real Databricks driver (`@databricks/sql`, loaded on first use): one session per
 * connector, telemetry off, statements cancelled on Databricks by cancel().
 */
export const databricksDriver: DriverFactory<DatabricksDriverConfig, DatabricksRequest> = async (
  config,
) => {
  const { DBSQLClient } = await import('@databricks/sql');
  // The driver logs connection details at info level; connector errors carry the cause instead.
  const client = new DBSQLClient({ logger: { log: () => undefined } });
  await client.connect(config.connection);
  const session = await client.openSession(config.session);
  return {
    execute(request: DatabricksRequest, limits: RunOptions): DriverExecution {
      let running: IOperation | null = null;
      const result = (async () => {
        for (const statement of request.setup) {
          const operation = await session.executeStatement(statement);
          await operation.fetchAll();
          await operation.close();
        }
        const operation = await session.executeStatement(request.sql, request.options);
        running = operation;
        try {
          return await readRows(operation, limits.maxRows);
        } finally {
          running = null;
          await operation.close().catch(() => undefined);
        }
      })();
      return {
        result,
        cancel: async () => {
          await (running as IOperation | null)?.cancel();
        },
      };
    },
    close: async () => {
      await session.close().catch(() => undefined);
      await client.close();
    },
  };
};
