import type { Connector, TableRef } from '@tabletalk/connectors';
import { AppError, type PreviewResponse } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { toAppError } from '../../../lib/app-errors';
import { getSource, type SourceRow } from '../find-source';
import { findLatestModel } from '../source-models';
import { type SourceQueryContext, withSourceConnector } from './with-source-connector';

type PreviewContext = Pick<AppContext, 'db'> & SourceQueryContext;

/**
 * Which table to page through, and how many rows it has. A file has one; for a database the
 * `table` asked for must be one its knowledge lists (names never come from the client
 * unchecked), else its first table.
 */
async function previewTarget(
  ctx: PreviewContext,
  source: SourceRow,
  connector: Connector,
  wanted: string | undefined,
): Promise<{ ref: TableRef; total: number }> {
  if (source.tableName) {
    return { ref: { schema: null, name: source.tableName }, total: source.rowCount ?? 0 };
  }
  const tables = (await findLatestModel(ctx.db, source.id))?.model.tables ?? [];
  const qualified = (t: { schema: string | null; name: string }) =>
    t.schema ? `${t.schema}.${t.name}` : t.name;
  const table = wanted
    ? tables.find((t) => qualified(t) === wanted || t.name === wanted)
    : tables[0];
  if (table) return { ref: { schema: table.schema, name: table.name }, total: table.rowCount };
  if (wanted) throw new AppError('NOT_FOUND', { message: `There is no table ${wanted}.` });
  const [first] = await connector.listTables();
  if (!first) return { ref: { schema: null, name: '' }, total: 0 };
  return { ref: first, total: (await connector.describeTable(first)).rowCount };
}

/**
 * A page of a source's rows through its pooled connector (DuckDB for files, the database
 * otherwise), holding one of the organization's query slots; read-only and bounded: at most
 * 1,000 rows a page and SOURCE_MAX_ROWS overall.
 * @throws AppError NOT_FOUND; SOURCE_NOT_READY while loading or failed; CONNECTION_FAILED;
 *   RATE_LIMITED (429) when the organization's query line is full.
 */
export async function previewSourceData(
  ctx: PreviewContext,
  options: {
    orgId: string;
    sourceId: string;
    page: number;
    pageSize: number;
    table?: string;
    signal?: AbortSignal;
  },
): Promise<PreviewResponse> {
  const source = await getSource(ctx.db, options);
  if (source.status !== 'ACTIVE') throw new AppError('SOURCE_NOT_READY');
  const { page } = options;
  const pageSize = Math.min(options.pageSize, ctx.env.sources.maxRows);
  try {
    return await withSourceConnector(ctx, { ...options, source }, async (connector) => {
      const { ref, total } = await previewTarget(ctx, source, connector, options.table);
      if (!ref.name) return { columns: [], rows: [], total, page, pageSize };
      const result = await connector.previewRows(ref, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { columns: result.columns, rows: result.rows, total, page, pageSize };
    });
  } catch (error) {
    throw toAppError(error, 'connect');
  }
}
