import {
  type ColumnTypeTarget,
  columnTypePreviewSql,
  EXAMPLE_SEPARATOR,
  readingsOf,
} from '@tabletalk/connectors';
import type { ColumnTypePreview, ColumnTypeRequest } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { withSourceConnector } from '../query';
import { getFileColumn } from './file-column';

export type Reading = ReturnType<typeof readingsOf>[number];

/**
 * How many of a column's filled values would read as the requested type (Enrich, before the
 * change), in the reading that reads most (1,234.50 or 1.234,50; month or day first), with a few
 * values that would not. Runs on the source's pooled read-only connector.
 * @throws like `getFileColumn`.
 */
export async function previewColumnType(
  ctx: AppContext,
  options: { orgId: string; request: ColumnTypeRequest },
): Promise<ColumnTypePreview & { reading: Reading }> {
  const source = await getFileColumn(ctx.db, options);
  const { table, column, type } = options.request;
  const previews = await withSourceConnector(ctx, { orgId: options.orgId, source }, async (c) => {
    const results = [];
    for (const reading of readingsOf(type as ColumnTypeTarget)) {
      const sql = columnTypePreviewSql(table, column, type, reading);
      const [row = []] = (await c.query(sql, [], { maxRows: 1, timeoutMs: 30_000 })).rows;
      const [filled, convertible, examples] = row;
      results.push({
        reading,
        filled: Number(filled ?? 0),
        convertible: Number(convertible ?? 0),
        examples: examples ? String(examples).split(EXAMPLE_SEPARATOR) : [],
      });
    }
    return results;
  });
  // The reading that reads most; the first on a tie (1,234.50, month first).
  const best = previews.reduce((a, b) => (b.convertible > a.convertible ? b : a));
  return { ...best, unparsed: best.filled - best.convertible };
}
