import { type Connector, createConnector, createDuckDbConnector } from '@tabletalk/connectors';
import { AppError } from '@tabletalk/contracts';
import type { Env } from '../../env';
import { loadConnection } from './connection-config';
import { sourceEgressPolicy } from './egress-policy';
import type { SourceRow } from './find-source';
import type { KeyEnv } from './source-secrets';
import { isDatabaseType } from './source-types';

type ConnectorEnv = Pick<Env, 'databaseUrl' | 'sources'> & KeyEnv;

/**
 * A connector to a source's data: its DuckDB database for a file, the live database (through the
 * egress guard, credentials opened only here) for a connection. The caller closes it.
 * @throws AppError SOURCE_NOT_READY for a file not loaded yet; CREDENTIALS_UNREADABLE when stored
 *   credentials cannot be opened.
 */
export function openSourceConnector(env: ConnectorEnv, source: SourceRow): Connector {
  if (!isDatabaseType(source.type)) {
    if (!source.duckdbPath || !source.tableName) throw new AppError('SOURCE_NOT_READY');
    return createDuckDbConnector(source.duckdbPath);
  }
  return createConnector(loadConnection(env, source), { egress: sourceEgressPolicy(env) });
}
